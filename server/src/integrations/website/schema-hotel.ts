import { limits } from '@common/limits';
import { longText, oneLine } from './clean-text';
import { addressOf, type StructuredAddress } from './schema-address';
import { emailOf, starRatingOf } from './schema-contact';
import { imagesOf, type ImageContext } from './schema-images';
import { isContainedRoom, readRoom, roomTypes, type StructuredRoom } from './schema-room';
import {
  asThing,
  countOf,
  plainText,
  timeOfDay,
  typesOf,
  valuesOf,
  yesOrNo,
  type Thing,
} from './schema-values';
import type { StructuredSource } from './structured-source';

export interface StructuredHotel {
  source: StructuredSource;
  name: string | null;
  description: string | null;
  address: StructuredAddress | null;
  telephone: string | null;
  /** schema.org `email`: where guests write (issue 32). */
  email: string | null;
  /** The official stars, 1 to 5 (schema.org `starRating`'s ratingValue). */
  starRating: number | null;
  images: string[];
  amenities: string[];
  checkinTime: string | null;
  checkoutTime: string | null;
  /** true, false, or null when not said (schema.org allows Boolean or Text: 'Yes'/'No'/'true'/'false'; other text → null) */
  petsAllowed: boolean | null;
  numberOfRooms: number | null;
  rooms: StructuredRoom[];
}

export const hotelTypes = new Set([
  ...['hotel', 'lodgingbusiness', 'resort', 'bedandbreakfast', 'hostel', 'motel', 'campground'],
  ...['vacationrental', 'skiresort'],
]);

/** Per hotel, as the site import keeps at most 300 amenities and 100 rooms in all. */
export const hotelLimits = { amenities: 300, rooms: 100, amenityLength: 120, roomCount: 100_000 } as const;

export interface HotelContext extends ImageContext {
  source: StructuredSource;
  /** Room things read as part of a hotel, so they are not listed again as rooms on their own. */
  roomsRead: Set<Thing>;
}

/** Reads a Hotel (or another lodging business) thing; every field is checked, nothing here throws. */
export function readHotel(hotel: Thing, context: HotelContext): StructuredHotel {
  const telephone = oneLine(withoutTelScheme(plainText(hotel.telephone)), 100);
  return {
    source: context.source,
    name: oneLine(plainText(hotel.name), limits.hotelNameMaxLength),
    description: longText(plainText(hotel.description)),
    address: addressOf(hotel.address, context.resolve),
    // A number cut to fit would be a wrong number; a longer text is not kept at all.
    telephone: telephone && telephone.length <= limits.phoneMaxLength ? telephone : null,
    email: emailOf(hotel.email),
    starRating: starRatingOf(hotel.starRating),
    images: imagesOf(hotel, context),
    amenities: amenitiesOf(hotel.amenityFeature, context.resolve),
    checkinTime: timeOfDay(hotel.checkinTime),
    checkoutTime: timeOfDay(hotel.checkoutTime),
    petsAllowed: yesOrNo(hotel.petsAllowed),
    numberOfRooms: countOf(hotel.numberOfRooms, hotelLimits.roomCount),
    rooms: roomsOf(hotel, context),
  };
}

/** Microdata and RDFa take a link's address as its value, so a telephone can arrive as `tel:+41%2061...`. */
function withoutTelScheme(value: unknown): unknown {
  if (typeof value !== 'string' || !/^tel:/i.test(value)) return value;
  try {
    return decodeURIComponent(value.slice(4));
  } catch {
    return value.slice(4);
  }
}

/** LocationFeatureSpecification names (or plain texts), except features stated as absent (value false). */
function amenitiesOf(value: unknown, resolve: (value: unknown) => unknown): string[] {
  const amenities = new Map<string, string>();
  for (const entry of valuesOf(value)) {
    if (amenities.size >= hotelLimits.amenities) break;
    const resolved = resolve(entry);
    const feature = asThing(resolved);
    if (feature && yesOrNo(feature.value) === false) continue;
    const name = oneLine(feature ? plainText(feature.name) : resolved, hotelLimits.amenityLength);
    if (name && !amenities.has(name.toLowerCase())) amenities.set(name.toLowerCase(), name);
  }
  return [...amenities.values()];
}

/** The rooms in `containsPlace`, and the rooms offered through `makesOffer` (an Offer's itemOffered). */
function roomsOf(hotel: Thing, context: HotelContext): StructuredRoom[] {
  const contained = valuesOf(hotel.containsPlace)
    .map(context.resolve)
    .filter((place) => asThing(place) && isContainedRoom(place as Thing));
  const offered = valuesOf(hotel.makesOffer)
    .flatMap((offer) => valuesOf(asThing(context.resolve(offer))?.itemOffered))
    .map(context.resolve)
    .filter((item) => asThing(item) && typesOf(item as Thing).some((type) => roomTypes.has(type)));
  const rooms: StructuredRoom[] = [];
  for (const place of [...contained, ...offered] as Thing[]) {
    if (rooms.length >= hotelLimits.rooms) break;
    if (context.roomsRead.has(place)) continue;
    context.roomsRead.add(place);
    const room = readRoom(place, context.source, context);
    if (room) rooms.push(room);
  }
  return rooms;
}
