import type { RoomFacts } from '@common/rooms/room-facts';
import { factsWithinRules } from '@common/rooms/room-facts-schema';
import { foundNote, type SiteFound } from './found-note';
import type { PageReading, StructuredAddress, StructuredHotel, StructuredRoom } from './read-page';
import { sitePhotos, type SitePhoto } from './site-photos';

export { foundNote };

export interface SiteRoom {
  /** Names the room for its photos, e.g. 'site-room-1'. */
  key: string;
  name: string;
  description: string | null;
  beds: string | null;
  /** The room's facts (issue 32), the first mention of each; absent when no mention states any. */
  facts?: Partial<RoomFacts>;
}

export interface SiteFindings {
  name: string | null;
  description: string | null;
  address: StructuredAddress | null;
  telephone: string | null;
  email: string | null;
  starRating: number | null;
  checkinTime: string | null;
  checkoutTime: string | null;
  petsAllowed: boolean | null;
  numberOfRooms: number | null;
  /** No repeats (case-insensitive), at most 300. */
  amenities: string[];
  /** Merged by name case-insensitively, at most 100. */
  rooms: SiteRoom[];
  /** At most 60; a room's photos carry its key. */
  photos: SitePhoto[];
  found: SiteFound;
  /** Whether anything hotel-like was found: a structured hotel or room, or a preview title with a large image. */
  hotelLike: boolean;
  /** Photos beyond the cap of 60 (each address once: a repeat is the same photo, not one left out). */
  photosLeftOut: number;
}

export const siteLimits = { amenities: 300, rooms: 100 } as const;

/**
 * What a hotel's website says of it, from the readings of its pages (the entered page first). The hotel's
 * fields come from the first structured hotel, missing ones filled from later mentions of the same hotel; without
 * one, name and description come from the entered page's preview tags.
 */
export function combineSite(pages: Array<{ url: string; reading: PageReading }>): SiteFindings {
  const readings = pages.map((page) => page.reading);
  const hotels = sameHotel(readings.flatMap((reading) => reading.hotels));
  const first = <T>(pick: (hotel: StructuredHotel) => T | null) =>
    hotels.map(pick).find((value) => value !== null) ?? null;
  const preview = readings[0]?.openGraph;
  const name = first((hotel) => hotel.name);
  const description = first((hotel) => hotel.description);
  const rooms = mergeRooms([
    ...hotels.flatMap((hotel) => hotel.rooms),
    ...readings.flatMap((reading) => reading.rooms),
  ]);
  const photos = sitePhotos(readings, hotels, rooms);
  const structuredFound = readings.some((reading) => reading.hotels.length + reading.rooms.length > 0);
  const largeImage = readings.some((reading) => reading.pageImages.length > 0) || !!preview?.images.length;
  return {
    name: name ?? preview?.title ?? null,
    description: description ?? preview?.description ?? null,
    address: first((hotel) => hotel.address),
    telephone: first((hotel) => hotel.telephone),
    email: first((hotel) => hotel.email),
    starRating: first((hotel) => hotel.starRating),
    checkinTime: first((hotel) => hotel.checkinTime),
    checkoutTime: first((hotel) => hotel.checkoutTime),
    petsAllowed: first((hotel) => hotel.petsAllowed),
    numberOfRooms: first((hotel) => hotel.numberOfRooms),
    amenities: uniqueTexts(hotels.flatMap((hotel) => hotel.amenities)).slice(0, siteLimits.amenities),
    rooms: rooms.map(({ key, name, description, beds, facts }) => ({
      key,
      name,
      description,
      beds,
      ...(facts ? { facts } : {}),
    })),
    photos: photos.kept,
    found: {
      structuredPhotos: photos.kept.filter((photo) => photo.from === 'structured').length,
      structuredRooms: rooms.length,
      pagePhotos: photos.kept.filter((photo) => photo.from === 'page').length,
      openGraph: (!name && !!preview?.title) || (!description && !!preview?.description),
    },
    hotelLike: structuredFound || (!!preview?.title && largeImage),
    photosLeftOut: photos.leftOut,
  };
}

const sameName = (a: string, b: string) => a.includes(b) || b.includes(a);

/**
 * The first hotel and the later mentions of it: hotels without a name, or whose name holds or is held by the
 * first one's ('Art House Basel' and 'Art House Basel – Hotel & Spa'). A chain's page may list its other hotels;
 * their phone numbers and rooms are not this hotel's.
 */
function sameHotel(hotels: StructuredHotel[]): StructuredHotel[] {
  const named = hotels.find((hotel) => hotel.name)?.name?.toLowerCase();
  return named ? hotels.filter((hotel) => !hotel.name || sameName(hotel.name.toLowerCase(), named)) : hotels;
}

function uniqueTexts(texts: string[]): string[] {
  const unique = new Map<string, string>();
  for (const text of texts) if (!unique.has(text.toLowerCase())) unique.set(text.toLowerCase(), text);
  return [...unique.values()];
}

type MergedRoom = SiteRoom & { images: string[] };

/** Rooms by name, case-insensitively: the first description and beds said, the photos of all mentions. */
function mergeRooms(rooms: StructuredRoom[]): MergedRoom[] {
  const byName = new Map<string, MergedRoom>();
  for (const room of rooms) {
    const existing = byName.get(room.name.toLowerCase());
    if (existing) {
      existing.description ??= room.description;
      existing.beds ??= room.beds;
      if (room.facts) existing.facts = factsWithinRules({ ...room.facts, ...existing.facts });
      existing.images.push(...room.images);
    } else if (byName.size < siteLimits.rooms) {
      const key = `site-room-${byName.size + 1}`;
      byName.set(room.name.toLowerCase(), { ...room, key, images: [...room.images] });
    }
  }
  return [...byName.values()];
}
