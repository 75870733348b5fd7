// How long the hotel content page takes until its gallery shows, measured in Chromium the way a person sees it:
// from the start of navigation until the cover image has loaded and is painted on screen.
import { cookiesFor } from './browser-scripts.mjs';

/** The gallery's cover tile (web/src/features/galleries/components), its image loaded. */
const coverImage = '[data-gallery-cover] img';

/**
 * Opens /active-content `loads` times, each in a fresh browser context (empty cache, as on a first visit).
 * @returns {Promise<number[]>} milliseconds from navigation start until the cover image was shown, per load
 */
export async function galleryVisibleMs(browser, appUrl, cookie, loads) {
  const times = [];
  for (let index = 0; index < loads; index += 1) {
    const context = await browser.newContext();
    try {
      await context.addCookies(cookiesFor(appUrl, cookie));
      const page = await context.newPage();
      await page.goto(`${appUrl}/active-content`, { waitUntil: 'commit' });
      const shownAt = await page.waitForFunction(
        (selector) => {
          const image = document.querySelector(selector);
          return image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0
            ? performance.now()
            : false;
        },
        coverImage,
        { timeout: 30_000, polling: 'raf' },
      );
      times.push(await shownAt.jsonValue());
    } finally {
      await context.close();
    }
  }
  return times;
}
