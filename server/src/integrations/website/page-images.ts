import { limits } from '@common/limits';
import { oneLine } from './clean-text';
import { attribute, walkElements, type HtmlElement, type HtmlNode } from './html-tree';
import { parseSrcset, widthInUrl } from './image-width';
import { absoluteUrl } from './page-address';

export interface PageImage {
  url: string;
  altText: string | null;
}

/** Narrower images are thumbnails or decoration, not photos worth importing. */
export const largeImageMinWidth = 800;
export const pageImagesMax = 200;

/** The page's frame: its images are logos, menus and partner badges rather than photos of the hotel. */
const frameTags = new Set(['header', 'nav', 'footer']);
const frameRoles = new Set(['banner', 'navigation', 'contentinfo']);
const decoration = /logo|icon|favicon|sprite|avatar|badge|flag|pixel|spacer/;
const lazySources = ['src', 'data-src', 'data-lazy-src', 'data-original'];
const lazySrcsets = ['srcset', 'data-srcset', 'data-lazy-srcset'];

/**
 * The page's large content images in page order, each once: `<img>` (src, srcset and the usual lazy-loading
 * attributes) and `<picture>` sources, the widest candidate of each. An image is kept only when its width is
 * known to be at least 800 px, from a srcset width, a width attribute or a width in its address.
 */
export function readPageImages(document: HtmlNode, base: string | null): PageImage[] {
  const images = new Map<string, PageImage>();
  walkElements(document, (element) => {
    if (images.size >= pageImagesMax || isFrame(element)) return false;
    if (element.tagName !== 'picture' && element.tagName !== 'img') return;
    const image = largeImage(element, base);
    if (image && !images.has(image.url)) images.set(image.url, image);
    return false;
  });
  return [...images.values()];
}

const isFrame = (element: HtmlElement) =>
  frameTags.has(element.tagName) || frameRoles.has(attribute(element, 'role') ?? '');

function largeImage(element: HtmlElement, base: string | null): PageImage | null {
  const children = element.childNodes.filter((child): child is HtmlElement => 'tagName' in child);
  const img = element.tagName === 'img' ? element : children.find((child) => child.tagName === 'img');
  const sources = children.filter((child) => child.tagName === 'source');
  const described = [element, ...(img && img !== element ? [img] : [])];
  const words = described
    .flatMap((each) => ['alt', 'class', 'id', ...lazySources].map((name) => attribute(each, name) ?? ''))
    .join(' ')
    .toLowerCase();
  if (decoration.test(words)) return null;
  const widthAttribute = /^\s*(\d{1,5})(?:px)?\s*$/.exec(img ? (attribute(img, 'width') ?? '') : '');
  const displayWidth = widthAttribute ? Number(widthAttribute[1]) : null;
  let widest: { url: URL; width: number } | null = null;
  for (const { written, width } of candidates(img, sources, displayWidth)) {
    const url = absoluteUrl(written, base);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) continue;
    if (/\.svg$/i.test(url.pathname) || decoration.test(url.pathname.toLowerCase())) continue;
    const known = Math.max(width ?? 0, widthInUrl(url) ?? 0);
    if (known > 0 && (!widest || known > widest.width)) widest = { url, width: known };
  }
  if (!widest || widest.width < largeImageMinWidth) return null;
  return {
    url: widest.url.href,
    altText: img ? oneLine(attribute(img, 'alt'), limits.assetNameMaxLength) : null,
  };
}

/** Every address the image may load, with the width it is known to have, if any. */
function candidates(img: HtmlElement | undefined, sources: HtmlElement[], displayWidth: number | null) {
  const found: Array<{ written: string; width: number | null }> = [];
  for (const element of [...sources, ...(img ? [img] : [])]) {
    for (const name of lazySrcsets) {
      for (const candidate of parseSrcset(attribute(element, name) ?? '')) {
        const density = candidate.density ?? (candidate.width === null ? 1 : null);
        const fromDensity = density !== null && displayWidth !== null ? displayWidth * density : null;
        found.push({ written: candidate.url, width: candidate.width ?? fromDensity });
      }
    }
  }
  for (const name of lazySources) {
    const written = img ? attribute(img, name) : null;
    if (written) found.push({ written, width: displayWidth });
  }
  return found;
}
