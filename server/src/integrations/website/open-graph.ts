import { limits } from '@common/limits';
import { longText, oneLine } from './clean-text';
import { attribute, walkElements, type HtmlNode } from './html-tree';
import { absoluteHttpUrl } from './page-address';

export interface OpenGraph {
  title: string | null;
  description: string | null;
  images: string[];
}

/** A page names one preview image, a few at most; more are not read. */
export const openGraphImagesMax = 20;

const imageProperties = new Set(['og:image', 'og:image:url', 'og:image:secure_url']);

/**
 * The page's OpenGraph preview tags (`<meta property="og:..." content>`, or `name=` as some sites write them):
 * the first title and description, and the images in page order. An image given both as http and as https
 * (og:image next to og:image:secure_url) is kept once, as https.
 */
export function readOpenGraph(document: HtmlNode, base: string | null): OpenGraph {
  let title: string | null = null;
  let description: string | null = null;
  const images = new Map<string, string>();
  walkElements(document, (element) => {
    if (element.tagName !== 'meta') return;
    const property = (attribute(element, 'property') ?? attribute(element, 'name') ?? '')
      .trim()
      .toLowerCase();
    const content = attribute(element, 'content');
    if (property === 'og:title') title ??= oneLine(content, limits.hotelNameMaxLength);
    if (property === 'og:description') description ??= longText(content);
    const image = imageProperties.has(property) ? absoluteHttpUrl(content, base) : null;
    if (!image) return;
    const withoutScheme = image.replace(/^https?:/, '');
    if (!images.has(withoutScheme) && images.size < openGraphImagesMax) images.set(withoutScheme, image);
    else if (images.has(withoutScheme) && image.startsWith('https:')) images.set(withoutScheme, image);
  });
  return { title, description, images: [...images.values()] };
}
