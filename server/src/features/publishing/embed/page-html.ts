import { embedTexts } from '@common/publishing/embed-texts';
import { escapeHtml } from '../../../http/link-preview';
import type { EmbedPhoto } from './embed-photos';

/** What an embedded gallery page shows: its title (also the lightbox's label) and the photos in order. */
export interface EmbedPage {
  title: string;
  photos: readonly EmbedPhoto[];
}

/**
 * How wide a photo is in the grid (the shell's CSS in web/embed.html): two columns on a phone, three from 640 px,
 * four from 1024 px; the cover first, two columns wide.
 */
const gridSizes = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';
const coverSizes = '(min-width: 1024px) 50vw, (min-width: 640px) 67vw, 100vw';
/** Photos in the first rows load at once; the rest when scrolled near (the frame's own viewport). */
const eagerPhotos = 4;

const attributes = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}="${escapeHtml(String(value))}"`)
    .join(' ');

function thumbnail(photo: EmbedPhoto, index: number): string {
  const image = attributes({
    src: photo.src,
    srcset: photo.srcset,
    sizes: index === 0 ? coverSizes : gridSizes,
    width: photo.width,
    height: photo.height,
    alt: photo.alt,
    loading: index < eagerPhotos ? 'eager' : 'lazy',
    decoding: 'async',
  });
  // The button's name is its photo's alt text; the lightbox opens on click, Enter or Space.
  return `<li><button type="button" class="thumb" data-photo="${index}"><img ${image} /></button></li>`;
}

const lightbox = (
  title: string,
) => `<div id="lightbox" class="lightbox" role="dialog" aria-modal="true" ${attributes({ 'aria-label': title })} hidden>
      <p id="lightbox-counter" class="counter" aria-live="polite"></p>
      <img id="lightbox-image" sizes="100vw" alt="" />
      <button type="button" id="lightbox-close" ${attributes({ 'aria-label': embedTexts.close })}><span aria-hidden="true">&times;</span></button>
      <button type="button" id="lightbox-previous" ${attributes({ 'aria-label': embedTexts.previous })}><span aria-hidden="true">&lsaquo;</span></button>
      <button type="button" id="lightbox-next" ${attributes({ 'aria-label': embedTexts.next })}><span aria-hidden="true">&rsaquo;</span></button>
    </div>`;

/** The page's body: every text in it escaped, names and alt texts included. */
export function galleryBody({ title, photos }: EmbedPage): string {
  const heading = `<h1 class="visually-hidden">${escapeHtml(title)}</h1>`;
  if (photos.length === 0)
    return `<main id="gallery">${heading}<p class="empty">${escapeHtml(embedTexts.noPhotos)}</p></main>`;
  return `<main id="gallery">
      ${heading}
      <ul class="grid">
        ${photos.map(thumbnail).join('\n        ')}
      </ul>
    </main>
    ${lightbox(title)}`;
}

export const notFoundBody = () =>
  `<main><h1 class="empty">${escapeHtml(embedTexts.notFoundTitle)}</h1><p class="empty">${escapeHtml(embedTexts.notFoundText)}</p></main>`;
