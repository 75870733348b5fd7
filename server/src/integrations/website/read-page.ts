import { parse } from 'parse5';
import { readJsonLd } from './json-ld';
import { readMicrodata } from './microdata';
import { readOpenGraph, type OpenGraph } from './open-graph';
import { pageBase } from './page-address';
import { readPageImages } from './page-images';
import { readRdfaLite } from './rdfa-lite';
import { readStructured } from './read-structured';
import type { StructuredHotel } from './schema-hotel';
import type { StructuredRoom } from './schema-room';
import { readSiteLinks } from './site-links';

export type { StructuredSource } from './structured-source';
export type { StructuredAddress } from './schema-address';
export type { StructuredHotel } from './schema-hotel';
export type { StructuredRoom } from './schema-room';

export interface PageReading {
  /** Hotel, LodgingBusiness, Resort, BedAndBreakfast, Hostel, Motel, Campground, VacationRental entities. */
  hotels: StructuredHotel[];
  /** HotelRoom, Suite, Room entities found OUTSIDE a hotel's containsPlace (e.g. a rooms page). */
  rooms: StructuredRoom[];
  openGraph: OpenGraph;
  /** The page's large content images, absolute http(s) URLs, page order, no repeats. */
  pageImages: string[];
  /** Links (absolute, same site, fragment removed, no repeats) that look like rooms, gallery or amenities pages. */
  links: string[];
  /** A short text for an image address: the `<img>` alt text or an ImageObject's caption; first one kept. */
  imageTexts: Array<{ url: string; text: string }>;
}

/**
 * Beyond this a page is cut, unparsed (issue 30: 2 MB a page; a character of HTML is mostly a byte). Hotel pages
 * are far smaller, and a hostile page of nested markup takes parse5 about a second per 2 MB.
 */
export const pageMaxChars = 2_000_000;

/**
 * Reads what a hotel's web page says about itself in machine-readable form (JSON-LD, microdata, RDFa Lite,
 * OpenGraph tags) and its large photos and links to rooms or gallery pages. The page is outside data: every
 * value is checked, lists are capped, and nothing here throws. Synchronous and CPU-bound: the import calls it
 * through PageParser (page-parser.ts), in a worker thread, never on the server's own thread.
 */
export function readPage(html: string, pageUrl: string): PageReading {
  const document = parse(typeof html === 'string' ? html.slice(0, pageMaxChars) : '');
  const base = pageBase(document, pageUrl);
  const structured = [
    readStructured(readJsonLd(document), 'json-ld', base),
    readStructured(readMicrodata(document, base), 'microdata', base),
    readStructured(readRdfaLite(document, base), 'rdfa', base),
  ];
  const pageImages = readPageImages(document, base);
  const imageTexts = new Map<string, string>();
  const texts = [
    ...structured.flatMap((reading) => [...reading.captions]),
    ...pageImages.map((image) => [image.url, image.altText] as const),
  ];
  for (const [url, text] of texts) if (text && !imageTexts.has(url)) imageTexts.set(url, text);
  return {
    hotels: structured.flatMap((reading) => reading.hotels),
    rooms: structured.flatMap((reading) => reading.rooms),
    openGraph: readOpenGraph(document, base),
    pageImages: pageImages.map((image) => image.url),
    links: readSiteLinks(document, pageUrl, base),
    imageTexts: [...imageTexts].map(([url, text]) => ({ url, text })),
  };
}
