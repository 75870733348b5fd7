import { limits } from '@common/limits';
import type { RoomFacts } from '@common/rooms/room-facts';
import { withoutControlCharacters, withoutLineBreakingControlCharacters } from '@common/text';
import { bookingRoomFacts } from './room-facts';

/** What the import reads from a property's details, every field checked (the reply is outside data). */
export interface PropertyListing {
  name: string | null;
  description: string | null;
  photos: ListingPhoto[];
  rooms: ListingRoom[];
  facilities: ListingFacility[];
  /** Photo entries left out: without a usable address, repeated, or beyond the import's cap. */
  photosLeftOut: number;
  /** The hotel's contact facts the source states (issue 32); the import fills only the hotel's empty ones. */
  hotelFacts?: ListingHotelFacts;
}

export interface ListingHotelFacts {
  /** As the source writes it; the import stores it in E.164 when it is a number of the hotel's country. */
  phone: string | null;
  reservationsEmail: string | null;
  starRating: number | null;
}

export interface ListingPhoto {
  url: string;
  /** The marketplace ids of the rooms it shows (`associated_rooms`), as text. */
  roomIds: string[];
  altText: string | null;
}

export interface ListingRoom {
  /** One room type can be listed under several ids; they are kept together (booking_room_ids). */
  bookingIds: string[];
  /**
   * A room read from a hotel's own website has no marketplace id: its photos name it by this key instead, and a
   * later import finds it by its name.
   */
  siteKey?: string;
  name: string;
  /** How many of its ids have inventory (`b_has_room_inventory`), each id counted once. */
  withInventory: number;
  description: string | null;
  /** The facts the source states (issue 32), each within the API's rules; absent when it states none. */
  facts?: Partial<RoomFacts>;
}

export interface ListingFacility {
  title: string;
  groupId: string | null;
  /** Where a title found nowhere in the catalogue goes, when the source knows (a website's check-in time). */
  subcategoryId?: string;
}

/** How much of a listing is taken: a property page shows far fewer; a reply with thousands is cut here. */
export const listingLimits = { photos: 150, rooms: 100, facilities: 300 } as const;

type Loose = Record<string, unknown>;
const asObject = (value: unknown): Loose | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : undefined;
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A single-line text: control characters dropped, spaces collapsed, cut to `max`; null when blank. */
function line(value: unknown, max: number): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  // Line breaks and tabs become spaces before the other control characters go, so words on two lines stay apart.
  const spaced = withoutControlCharacters(String(value).replace(/\s+/g, ' ')).replace(/\s+/g, ' ');
  const text = spaced.trim().slice(0, max).trim();
  return text === '' ? null : text;
}

/** A long text: paragraphs kept, other control characters dropped, cut to the description limit. */
function paragraphs(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = withoutLineBreakingControlCharacters(value).trim().slice(0, limits.descriptionMaxChars).trim();
  return text === '' ? null : text;
}

/** The marketplace's 0/1 or true/false flags; anything else is false. */
const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

function photoAddress(photo: Loose): string | null {
  for (const candidate of [photo.highres_url, photo.large_url]) {
    if (
      typeof candidate === 'string' &&
      /^https?:\/\//i.test(candidate.trim()) &&
      candidate.length <= 2_000
    ) {
      return candidate.trim();
    }
  }
  return null;
}

/**
 * Reads a property's details (spec part 1, section 7; ../shared is not read at run time: the known shape is
 * described in docs/decisions/011): data.name, data.hotelTranslation[0].description, data.hotelPhotos[]
 * (highres_url or large_url, associated_rooms, altText), data.roomsList[] (b_id, b_name, b_has_room_inventory,
 * and a description when one is there, also from data.rooms[b_id]), data.baseFacility[] (groupId,
 * instances[0].title). Missing, mistyped and extra fields are tolerated; nothing here throws.
 */
export function readListing(data: unknown): PropertyListing {
  const root = asObject(data) ?? {};
  return {
    name: line(root.name, limits.hotelNameMaxLength),
    description: paragraphs(asObject(asArray(root.hotelTranslation)[0])?.description),
    ...readPhotos(asArray(root.hotelPhotos)),
    rooms: readRooms(asArray(root.roomsList), asObject(root.rooms) ?? {}),
    facilities: readFacilities(asArray(root.baseFacility)),
    ...hotelFactsOf(root),
  };
}

/** The data API names no phone or e-mail of the property; its class is the star rating. Absent when unstated. */
function hotelFactsOf(root: Loose): { hotelFacts?: ListingHotelFacts } {
  const starRating = officialStars(root);
  return starRating === null ? {} : { hotelFacts: { phone: null, reservationsEmail: null, starRating } };
}

/**
 * The property's official stars: `class` (1-5; 0 for none). A class Booking.com estimated itself
 * (`class_is_estimated`) is its own quality rating, not the official one the channels ask for.
 */
function officialStars(root: Loose): number | null {
  if (flag(root.class_is_estimated)) return null;
  const stars = typeof root.class === 'string' ? Number(root.class.trim()) : root.class;
  return typeof stars === 'number' && Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : null;
}

function readPhotos(entries: unknown[]) {
  const photos: ListingPhoto[] = [];
  const seen = new Set<string>();
  let leftOut = 0;
  for (const entry of entries) {
    const photo = asObject(entry);
    const url = photo ? photoAddress(photo) : null;
    if (!photo || !url || seen.has(url) || photos.length >= listingLimits.photos) {
      leftOut++;
      continue;
    }
    seen.add(url);
    photos.push({
      url,
      roomIds: [
        ...new Set(
          asArray(photo.associated_rooms)
            .map((id) => line(id, 40))
            .filter((id) => id !== null),
        ),
      ],
      altText: line(photo.altText, limits.assetNameMaxLength),
    });
  }
  return { photos, photosLeftOut: leftOut };
}

/** Room types by name: entries with the same name (or the same id) become one room with all their ids. */
function readRooms(entries: unknown[], details: Loose): ListingRoom[] {
  const byName = new Map<string, ListingRoom>();
  const byId = new Map<string, ListingRoom>();
  for (const entry of entries) {
    const room = asObject(entry);
    const id = room ? line(room.b_id, 40) : null;
    if (!room || !id) continue;
    const name = line(room.b_name, limits.roomNameMaxLength) ?? `Room ${id}`;
    const description = paragraphs(room.description) ?? paragraphs(asObject(details[id])?.description);
    const existing = byId.get(id) ?? byName.get(name.toLowerCase());
    if (existing) {
      if (!existing.bookingIds.includes(id)) {
        existing.bookingIds.push(id);
        existing.withInventory += flag(room.b_has_room_inventory) ? 1 : 0;
      }
      existing.description ??= description;
      existing.facts ??= bookingRoomFacts(room);
      byId.set(id, existing);
      continue;
    }
    if (byName.size >= listingLimits.rooms) continue;
    const withInventory = flag(room.b_has_room_inventory) ? 1 : 0;
    const facts = bookingRoomFacts(room);
    const read: ListingRoom = {
      bookingIds: [id],
      name,
      withInventory,
      description,
      ...(facts ? { facts } : {}),
    };
    byName.set(name.toLowerCase(), read);
    byId.set(id, read);
  }
  return [...byName.values()];
}

function readFacilities(entries: unknown[]): ListingFacility[] {
  const facilities: ListingFacility[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const facility = asObject(entry);
    const title = facility ? line(asObject(asArray(facility.instances)[0])?.title, 120) : null;
    if (!facility || !title || seen.has(title.toLowerCase())) continue;
    if (facilities.length >= listingLimits.facilities) break;
    seen.add(title.toLowerCase());
    facilities.push({ title, groupId: line(facility.groupId, 40) });
  }
  return facilities;
}

/** The room types that can be booked (spec section 9: the sum of b_has_room_inventory), for the plan. */
export const roomTypesWithInventory = (listing: PropertyListing) =>
  listing.rooms.reduce((count, room) => count + room.withInventory, 0);
