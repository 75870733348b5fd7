import { afterEach, describe, expect, it } from 'vitest';
import { startLightbox } from './lightbox';

/** The markup the server writes (server/src/features/publishing/embed/page-html.ts), with `count` photos. */
function galleryPage(count: number) {
  const photos = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return `<li><button type="button" class="thumb" data-photo="${index}"><img src="/files/p${n}-thumb.webp" srcset="/files/p${n}-thumb.webp 400w, /files/p${n}-gallery.webp 1600w" width="400" height="300" alt="Photo ${n}" /></button></li>`;
  }).join('');
  document.body.innerHTML = `<main id="gallery"><ul>${photos}</ul></main>
    <div id="lightbox" role="dialog" aria-modal="true" aria-label="Photos of Alpenhof" hidden>
      <p id="lightbox-counter"></p><img id="lightbox-image" sizes="100vw" alt="" />
      <button type="button" id="lightbox-close">x</button>
      <button type="button" id="lightbox-previous">&lt;</button>
      <button type="button" id="lightbox-next">&gt;</button>
    </div>`;
  const get = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const parts = {
    thumbnails: [...document.querySelectorAll<HTMLButtonElement>('button[data-photo]')],
    background: get('gallery'),
    dialog: get('lightbox'),
    image: get<HTMLImageElement>('lightbox-image'),
    counter: get('lightbox-counter'),
    close: get<HTMLButtonElement>('lightbox-close'),
    previous: get<HTMLButtonElement>('lightbox-previous'),
    next: get<HTMLButtonElement>('lightbox-next'),
  };
  stop = startLightbox(window, parts);
  return parts;
}

const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

let stop = () => {};
afterEach(() => {
  stop();
  document.body.replaceChildren();
  document.documentElement.className = '';
});

describe('the embedded gallery lightbox', () => {
  it('opens on a thumbnail with its photo, the grid behind made inert, the focus inside', () => {
    const { thumbnails, dialog, image, counter, close, background } = galleryPage(3);
    thumbnails[1]!.click();
    expect(dialog.hidden).toBe(false);
    expect(counter.textContent).toBe('2 / 3');
    expect(image.getAttribute('srcset')).toBe('/files/p2-thumb.webp 400w, /files/p2-gallery.webp 1600w');
    expect(image.getAttribute('alt')).toBe('Photo 2');
    expect(image.getAttribute('width')).toBe('400');
    expect(document.activeElement).toBe(close);
    expect(background.hasAttribute('inert')).toBe(true);
    expect(document.documentElement.classList.contains('lightbox-open')).toBe(true);
  });

  it('steps with the arrow keys, around both ends, and with the buttons', () => {
    const { thumbnails, counter, image, next, previous } = galleryPage(3);
    thumbnails[0]!.click();
    expect(press('ArrowRight').defaultPrevented).toBe(true);
    expect(counter.textContent).toBe('2 / 3');
    press('ArrowRight');
    press('ArrowRight');
    expect(counter.textContent).toBe('1 / 3');
    press('ArrowLeft');
    expect(counter.textContent).toBe('3 / 3');
    expect(image.getAttribute('alt')).toBe('Photo 3');
    next.click();
    expect(counter.textContent).toBe('1 / 3');
    previous.click();
    expect(counter.textContent).toBe('3 / 3');
  });

  it("closes on Escape, giving the focus to the shown photo's thumbnail", () => {
    const { thumbnails, dialog, background } = galleryPage(3);
    thumbnails[0]!.focus();
    thumbnails[0]!.click();
    press('ArrowRight');
    press('Escape');
    expect(dialog.hidden).toBe(true);
    expect(document.activeElement).toBe(thumbnails[1]);
    expect(background.hasAttribute('inert')).toBe(false);
    expect(document.documentElement.classList.contains('lightbox-open')).toBe(false);
    // Closed, the keys are the page's again.
    expect(press('ArrowRight').defaultPrevented).toBe(false);
  });

  it('keeps Tab and Shift+Tab on its buttons', () => {
    const { thumbnails, close, previous, next } = galleryPage(2);
    thumbnails[0]!.click();
    press('Tab');
    expect(document.activeElement).toBe(previous);
    press('Tab');
    expect(document.activeElement).toBe(next);
    press('Tab');
    expect(document.activeElement).toBe(close);
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(next);
  });

  it('takes the focus back when something outside takes it', () => {
    const { thumbnails, close } = galleryPage(2);
    thumbnails[0]!.click();
    thumbnails[1]!.focus();
    expect(document.activeElement).toBe(close);
  });

  it('shows no stepping for a single photo, and Tab stays on Close', () => {
    const { thumbnails, close, previous, next } = galleryPage(1);
    thumbnails[0]!.click();
    expect(previous.hidden).toBe(true);
    expect(next.hidden).toBe(true);
    press('Tab');
    expect(document.activeElement).toBe(close);
  });

  it('closes on a click on the backdrop, not on the photo', () => {
    const { thumbnails, dialog, image } = galleryPage(2);
    thumbnails[0]!.click();
    image.click();
    expect(dialog.hidden).toBe(false);
    dialog.click();
    expect(dialog.hidden).toBe(true);
    expect(document.activeElement).toBe(thumbnails[0]);
  });
});

describe('on touch', () => {
  const touch = (target: HTMLElement, type: string, x: number, y = 100) =>
    target.dispatchEvent(
      Object.assign(new MouseEvent(type, { bubbles: true, clientX: x, clientY: y }), {
        pointerType: 'touch',
      }),
    );

  it('steps with a sideways swipe, and the swipe does not close it', () => {
    const { thumbnails, dialog, counter } = galleryPage(3);
    thumbnails[0]!.click();
    touch(dialog, 'pointerdown', 300);
    touch(dialog, 'pointerup', 200);
    dialog.click();
    expect(counter.textContent).toBe('2 / 3');
    expect(dialog.hidden).toBe(false);
    touch(dialog, 'pointerdown', 100);
    touch(dialog, 'pointerup', 250);
    expect(counter.textContent).toBe('1 / 3');
    // Mostly downwards: a scroll, not a swipe.
    touch(dialog, 'pointerdown', 100, 100);
    touch(dialog, 'pointerup', 160, 300);
    expect(counter.textContent).toBe('1 / 3');
  });
});
