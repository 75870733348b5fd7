import { attribute, textOf, walkElements, type HtmlNode } from './html-tree';
import { absoluteHttpUrl } from './page-address';

/** The caller fetches 20 of these; a few more leave room for pages that fail. */
export const siteLinksMax = 50;

/** Words in a link's address or text that point to rooms, photos or amenities (English and German). */
const linkWords = [
  ...['rooms', 'room', 'zimmer', 'suites', 'suite', 'gallery', 'galerie', 'bilder', 'fotos', 'photos'],
  ...['ausstattung', 'amenities', 'facilities', 'wellness'],
];
/** 'spa' only as a word of its own: inside words it is mostly 'space' or 'spanish'. */
const spaWord = /(?:^|[^a-zà-ÿ])spa(?:[^a-zà-ÿ]|$)/;
/** Page addresses end in no extension or one of these; anything else (.pdf, .jpg, .zip) is a file. */
const pageExtensions = new Set(['html', 'htm', 'php', 'asp', 'aspx', 'jsp', 'shtml', 'cfm']);

const withoutWww = (host: string) => host.toLowerCase().replace(/^www\./, '');
/** Query parameters that track a visit or pick a language: links differing only in these lead to one page. */
const noiseParameter = /^(?:utm_|mc_|_ga|gclid$|fbclid$|msclkid$|ref$|lang$|language$|locale$|hl$|sid$)/i;

/**
 * Links differing only in scheme, www, fragment, a trailing slash or a noise parameter lead to the same page.
 * Other parameters count: small sites address their pages as `/?page_id=12` or `index.php?id=7`.
 */
function pageKey(url: URL): string {
  const parameters = [...url.searchParams].filter(([name]) => !noiseParameter.test(name));
  const query = new URLSearchParams(parameters.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
  return `${withoutWww(url.hostname)}${url.pathname.replace(/\/+$/, '')}?${query}`;
}

const isPagePath = (path: string) => {
  const last = path.slice(path.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot === -1 || pageExtensions.has(last.slice(dot + 1).toLowerCase());
};

const soundsRelevant = (text: string) => {
  const lower = text.toLowerCase();
  return linkWords.some((word) => lower.includes(word)) || spaWord.test(lower);
};

/**
 * Links to pages of the same site (host compared without `www.`, http or https) that look like rooms, gallery
 * or amenities pages by their address or their text. In page order, without fragments, each page once and
 * never the page itself.
 */
export function readSiteLinks(document: HtmlNode, pageUrl: string, base: string | null): string[] {
  const pageAddress = absoluteHttpUrl(pageUrl, null);
  if (!pageAddress) return [];
  const page = new URL(pageAddress);
  const seen = new Set([pageKey(page)]);
  const links: string[] = [];
  walkElements(document, (element) => {
    if (links.length >= siteLinksMax) return false;
    if (element.tagName !== 'a') return;
    const address = absoluteHttpUrl(attribute(element, 'href'), base);
    if (!address) return;
    const url = new URL(address);
    url.hash = '';
    const key = pageKey(url);
    if (seen.has(key) || withoutWww(url.hostname) !== withoutWww(page.hostname)) return;
    if (!isPagePath(url.pathname)) return;
    if (
      !soundsRelevant(decodeSafely(url.pathname)) &&
      !soundsRelevant(textOf(element, 200, false, { nodes: 200 }))
    )
      return;
    seen.add(key);
    links.push(url.href);
  });
  return links;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
