import { startLightbox } from './lightbox';

/**
 * The script of the embedded gallery pages (embed.html, a build entry without React; the server fills the page
 * per hotel). It imports nothing else, so the page loads one small file.
 */
const find = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector);

const background = find('#gallery');
const dialog = find('#lightbox');
const image = find<HTMLImageElement>('#lightbox-image');
const counter = find('#lightbox-counter');
const close = find<HTMLButtonElement>('#lightbox-close');
const previous = find<HTMLButtonElement>('#lightbox-previous');
const next = find<HTMLButtonElement>('#lightbox-next');
const thumbnails = [...document.querySelectorAll<HTMLButtonElement>('#gallery button[data-photo]')];

// A gallery without photos has no dialog to open.
if (background && dialog && image && counter && close && previous && next && thumbnails.length > 0)
  startLightbox(window, { thumbnails, background, dialog, image, counter, close, previous, next });
