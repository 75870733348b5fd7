import type {
  BedDetails,
  HotelLeaf,
  HotelRoomLeaf,
  ImageObjectLeaf,
  LocationFeatureSpecification,
  PostalAddress,
  QuantitativeValue,
  Text,
  TextObject,
  WithContext,
} from 'schema-dts';
import type { ContentLocalizedText } from '@common/content-api/descriptions';
import type { ContentFeature } from '@common/content-api/facilities';
import type { ContentTextsByLanguage } from '@common/content-api/languages';
import type { ContentHotel } from '@common/content-api/hotel';
import type { ContentPhoto } from '@common/content-api/photos';
import type { ContentRoom } from '@common/content-api/rooms';
import type { BedType } from '@common/rooms/room-facts';

/**
 * What the schema.org data of a hotel is built from: the content API's answers (common/src/content-api/), which
 * name every field they carry, so the hotel's own published texts and photos are all that can reach a website.
 */
export interface HotelSchemaSource {
  hotel: ContentHotel;
  /** The number of rooms the hotel states (onboarding, imports), or null. */
  numberOfRooms: number | null;
  /** Where the hotel stands; null while unknown (the product stores no coordinates yet). */
  geo: { latitude: number; longitude: number } | null;
  /** One per language written: another language only adds an entry. */
  descriptions: readonly ContentLocalizedText[];
  /** Facilities, room features, photos and rooms carry their names and captions per served language. */
  facilities: readonly ContentFeature[];
  /** The hotel gallery in its order, cover first. */
  photos: readonly ContentPhoto[];
  rooms: readonly ContentRoom[];
}

/** Search engines read a handful of photos; the whole of a 5,000-photo gallery would only weigh the page down. */
export const schemaOrgLimits = { hotelImages: 20, roomImages: 5 } as const;

/** The beds in the channels' English (the hotel's content, like the policy lines; not interface texts). */
const bedNames: Record<BedType, string> = {
  single: 'Single bed',
  double: 'Double bed',
  king: 'King size bed',
  'super-king': 'Super king size bed',
  bunk: 'Bunk bed',
  'sofa-bed': 'Sofa bed',
  futon: 'Futon',
};

/** UN/CEFACT common codes, which QuantitativeValue.unitCode takes. */
const unitCodes = { person: 'C62', squareMetre: 'MTK', pixel: 'E37' } as const;

const pixels = (value: number): QuantitativeValue => ({
  '@type': 'QuantitativeValue',
  value,
  unitCode: unitCodes.pixel,
});

/** A text per language, each saying its language, so another language is one more entry. */
const textsByLanguage = (texts: readonly ContentLocalizedText[]): TextObject[] =>
  texts.map(({ language, text }) => ({ '@type': 'TextObject', inLanguage: language, text }));

const entriesOf = (texts: ContentTextsByLanguage) =>
  Object.entries(texts).map(([language, text]) => ({ language, text: text! }));

/**
 * A name in several languages as JSON-LD language-tagged strings (`{"@value": ..., "@language": ...}`), the
 * primary language first: `name` takes Text only, not a TextObject, and a tagged string is Text in a language.
 * A name with one wording (one language, or the same in all, as a brand or an imported entry's) stays a plain
 * string, the shape it always had. schema-dts has no type for tagged strings, hence the cast.
 */
function nameByLanguage(names: ContentTextsByLanguage, name: string): Text | Text[] {
  const entries = entriesOf(names);
  if (new Set(entries.map((entry) => entry.text)).size <= 1) return entries[0]?.text ?? name;
  const tagged = entries.map(({ language, text }) => ({ '@value': text, '@language': language }));
  return tagged as unknown as Text[];
}

/**
 * A photo's caption: the captions the hotel wrote, one TextObject per language (caption takes a MediaObject, as
 * the descriptions do), else its alt text (the name it was given, where it says something) as before.
 */
function captionOf(photo: ContentPhoto): ImageObjectLeaf['caption'] | null {
  const captions = entriesOf(photo.captions);
  if (captions.length > 0) return textsByLanguage(captions);
  return photo.altText;
}

/** The large rendition (at most 1600 px): big enough for a search result, never the original with its size. */
function imageObject(photo: ContentPhoto): ImageObjectLeaf | null {
  const large = photo.renditions.find((rendition) => rendition.name === 'large');
  if (!large) return null;
  const caption = captionOf(photo);
  return {
    '@type': 'ImageObject',
    contentUrl: large.url,
    width: pixels(large.width),
    height: pixels(large.height),
    ...(caption ? { caption } : {}),
  };
}

const images = (photos: readonly ContentPhoto[], limit: number) =>
  photos.slice(0, limit).flatMap((photo) => imageObject(photo) ?? []);

/** Facilities and room features, named in each language the hotel serves (the catalogue is translated). */
const amenities = (features: readonly ContentFeature[]): LocationFeatureSpecification[] =>
  features.map((feature) => ({
    '@type': 'LocationFeatureSpecification',
    name: nameByLanguage(feature.names, feature.name),
    value: true,
  }));

function address(hotel: ContentHotel): PostalAddress | null {
  if (!hotel.address) return null;
  const { streetAddress, postalCode, city, country, countryCode } = hotel.address;
  return {
    '@type': 'PostalAddress',
    streetAddress,
    ...(postalCode ? { postalCode } : {}),
    addressLocality: city,
    // The ISO code where known, which every reader understands; else the English name as stored.
    addressCountry: countryCode ?? country,
  };
}

/** 'HH:MM' as schema.org's Time (hh:mm:ss), local to the hotel. */
const time = (value: string | null) => (value ? `${value}:00` : null);

/** Pets allowed or not; 'on request' is neither, so it is said in words (petsAllowed takes Boolean or Text). */
function petsAllowed(pets: ContentHotel['policies']['pets']): boolean | string | null {
  if (pets === 'allowed') return true;
  if (pets === 'not-allowed') return false;
  if (pets === 'on-request') return 'Pets allowed on request';
  return null;
}

function room(source: ContentRoom): HotelRoomLeaf {
  const { facts } = source;
  const beds: BedDetails[] = facts.beds.map(({ type, count }) => ({
    '@type': 'BedDetails',
    typeOfBed: bedNames[type],
    numberOfBeds: count,
  }));
  return compact({
    '@type': 'HotelRoom',
    name: nameByLanguage(source.names, source.name),
    description: textsByLanguage(source.descriptions),
    occupancy:
      facts.maxOccupancy === null
        ? null
        : { '@type': 'QuantitativeValue', maxValue: facts.maxOccupancy, unitCode: unitCodes.person },
    bed: beds,
    floorSize:
      facts.sizeSqm === null
        ? null
        : { '@type': 'QuantitativeValue', value: facts.sizeSqm, unitCode: unitCodes.squareMetre },
    amenityFeature: amenities(source.features),
    image: images(source.images, schemaOrgLimits.roomImages),
  });
}

/** Leaves out what the hotel has not stated (null, empty text, no entries): readers take absence as unknown. */
function compact<T extends object>(value: { [K in keyof T]: T[K] | null }): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, entry]) => entry !== null && entry !== '' && !(Array.isArray(entry) && entry.length === 0),
    ),
  ) as T;
}

/**
 * The hotel as a schema.org `Hotel` in JSON-LD (issue 34, point 2), for the hotel's own website: its facts,
 * descriptions in every language, photos, facilities, check-in and check-out, pets and each room as a
 * `HotelRoom`; room and facility names and photo captions in every language the hotel serves (issue 37). Every property is named here, typed by schema-dts and checked against schema.org's vocabulary
 * (schema-org-vocabulary.test.ts).
 */
export function buildHotelSchema(source: HotelSchemaSource): WithContext<HotelLeaf> {
  const { hotel } = source;
  const body = compact<HotelLeaf>({
    '@type': 'Hotel',
    name: hotel.name,
    description: textsByLanguage(source.descriptions),
    address: address(hotel),
    geo: source.geo && {
      '@type': 'GeoCoordinates',
      latitude: source.geo.latitude,
      longitude: source.geo.longitude,
    },
    telephone: hotel.phone,
    url: hotel.website,
    starRating: hotel.starRating === null ? null : { '@type': 'Rating', ratingValue: hotel.starRating },
    image: images(source.photos, schemaOrgLimits.hotelImages),
    amenityFeature: amenities(source.facilities),
    checkinTime: time(hotel.checkIn.from),
    checkoutTime: time(hotel.checkOut.until),
    petsAllowed: petsAllowed(hotel.policies.pets),
    numberOfRooms: source.numberOfRooms,
    containsPlace: source.rooms.map(room),
  });
  return { '@context': 'https://schema.org', ...body };
}

/**
 * The JSON-LD as sent: compact (the 'Website' section indents it for people), with `<`, `>` and `&` written as
 * \u escapes (still the same JSON), so no text of the hotel can end the `<script>` element a website puts it in.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
