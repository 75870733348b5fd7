import type { PageReading, StructuredHotel } from './read-page';

export interface SitePhoto {
  url: string;
  roomKey: string | null;
  altText: string | null;
  from: 'structured' | 'page';
}

/** The import keeps this many photos of a website; a hotel's own site rarely shows more worth keeping. */
export const sitePhotosMax = 60;

/**
 * The site's photos in order of trust: the hotel's structured images, its rooms' images, the preview images,
 * then the pages' large images. Each address once; a room's photo carries the room's key wherever it appears
 * first, so a photo that is both a hotel and a room image stays a room photo.
 */
export function sitePhotos(
  readings: PageReading[],
  hotels: StructuredHotel[],
  rooms: Array<{ key: string; images: string[] }>,
) {
  const roomOf = new Map<string, string>();
  for (const room of rooms) for (const url of room.images) if (!roomOf.has(url)) roomOf.set(url, room.key);
  const altTexts = new Map<string, string>();
  for (const { url, text } of readings.flatMap((reading) => reading.imageTexts)) {
    if (!altTexts.has(url)) altTexts.set(url, text);
  }
  const candidates: Array<readonly [string, SitePhoto['from']]> = [
    ...hotels.flatMap((hotel) => hotel.images.map((url) => [url, 'structured'] as const)),
    ...rooms.flatMap((room) => room.images.map((url) => [url, 'structured'] as const)),
    ...readings.flatMap((reading) => reading.openGraph.images.map((url) => [url, 'page'] as const)),
    ...readings.flatMap((reading) => reading.pageImages.map((url) => [url, 'page'] as const)),
  ];
  const kept = new Map<string, SitePhoto>();
  const beyondCap = new Set<string>();
  for (const [url, from] of candidates) {
    if (kept.has(url)) continue;
    if (kept.size >= sitePhotosMax) beyondCap.add(url);
    else kept.set(url, { url, roomKey: roomOf.get(url) ?? null, altText: altTexts.get(url) ?? null, from });
  }
  // A photo the site shows twice (its structured data and its page) is one photo: only those beyond the cap
  // are left out, and the result says so.
  return { kept: [...kept.values()], leftOut: beyondCap.size };
}
