import type { AssetCategory } from '@common/assets/categories';
import type { PhotoSubject } from '@common/assets/photo-subjects';
import type { HotelPolicies } from '@common/content/policies';
import type { BedConfiguration, RoomViewKind } from '@common/rooms/room-facts';

/**
 * What an AlpineBits push sends (issue 33): the hotel's content in our own terms, gathered by the push (the
 * server's alpinebits feature) from the database. The message builders turn it into OpenTravel codes and XML;
 * nothing here knows the protocol, so the feature never has to. Every text is per language already: today a
 * hotel writes its descriptions in one language, and a second language (issue 37) only adds entries.
 */

/** An ISO 639-1 code ('de', 'en', 'it'): AlpineBits' Language attributes take exactly two lowercase letters. */
export type LanguageCode = string;

/** One text in each language it is written in; a language missing (or blank) is not sent. */
export type TextsByLanguage = Readonly<Record<LanguageCode, string>>;

/**
 * A switched-on entry of the feature catalogue (server/src/features/hotel-features/catalogue.ts): `key` is its
 * stable id, `name` what the push report shows when it has no OpenTravel code. A hotel's own entry (found by an
 * import, not in the catalogue) is passed the same way and reported as having no code.
 */
export interface AlpineBitsFeature {
  key: string;
  name: string;
}

/** A photo as the receiver fetches it. */
export interface AlpineBitsPicture {
  /** Absolute http(s) URL the receiver can fetch (the original or a large rendition, served at APP_URL). */
  url: string;
  /** The library's category ('Room Photos', 'Dining'...): with the subjects it gives the picture category. */
  assetCategory: AssetCategory;
  /** What the photo shows (common/src/assets/photo-subjects.ts subjectsOf()). */
  subjects: readonly PhotoSubject[];
  /** Caption per language (today the photo's name where it says something: common/src/channels/alt-text.ts). */
  captions: TextsByLanguage;
  width?: number;
  height?: number;
  /** Sent as the image's CopyrightNotice (at most 64 characters) when known. */
  copyright?: string;
}

/** The guests a room sleeps (common/src/rooms/room-facts.ts); null while the hotel has not said. */
export interface AlpineBitsOccupancy {
  /** Fewest guests the room is let to; the push sends 1 when unknown (a room always takes one guest). */
  min: number | null;
  /** Guests the price is for. */
  standard: number | null;
  max: number | null;
  /** Most children among them; 0 is not sent (the schema takes only counts above 0). */
  maxChildren: number | null;
}

/** A room category (the hotel's room type with its count): one GuestRoom of the Inventory message. */
export interface AlpineBitsRoom {
  /**
   * The room category's code (InvTypeCode, 1 to 8 characters), stable across pushes so the receiver updates
   * the same category: inventoryCodeFor(room.id) unless the hotel gives its own.
   */
  code: string;
  /** Room name per language (MultimediaDescription InfoCode 1, the short name). */
  names: TextsByLanguage;
  /** Long description per language (InfoCode 23). */
  descriptions: TextsByLanguage;
  /** Our stored room type ('double', 'suite', 'standard room', or a free text): gives the classification. */
  type: string;
  occupancy: AlpineBitsOccupancy;
  beds: BedConfiguration;
  sizeSqm: number | null;
  /** How many rooms of this category the hotel has (not part of the Inventory message; kept for the report). */
  roomCount: number | null;
  view: RoomViewKind | null;
  /** The room's switched-on features (catalogue category 'room'). */
  features: readonly AlpineBitsFeature[];
  /** The room's photos, in the order shown (its gallery first); InfoCode 25. */
  pictures: readonly AlpineBitsPicture[];
}

export interface AlpineBitsLocation {
  address: string;
  city: string;
  postalCode: string | null;
  /** ISO 3166-1 alpha-2, or null when the country is a free text we could not code. */
  countryCode: string | null;
  latitude?: number;
  longitude?: number;
}

export interface AlpineBitsContact {
  /** E.164 ('+43512...'). */
  phone: string | null;
  email: string | null;
  website: string | null;
}

/** What the Info message (Inventory/HotelInfo) sends about the hotel itself. */
export interface AlpineBitsHotelInfo {
  /** The hotel's long description per language (HotelInfo Descriptions, InfoCode 17). */
  descriptions: TextsByLanguage;
  /** Photos of the hotel (exterior, lobby, restaurant, pool...), in the order shown. */
  pictures: readonly AlpineBitsPicture[];
  /** Official stars 1-5, or null. */
  starRating: number | null;
  policies: HotelPolicies;
  location: AlpineBitsLocation | null;
  contact: AlpineBitsContact;
}

export interface AlpineBitsHotelContent {
  /** The code the receiving system knows the hotel by (the connection's 'Hotel code', 1 to 16 characters). */
  hotelCode: string;
  hotelName: string;
  /** The languages the texts are written in (ISO 639-1), in the order to send them. */
  languages: readonly LanguageCode[];
  rooms: readonly AlpineBitsRoom[];
  info: AlpineBitsHotelInfo;
  /** The hotel's switched-on facilities and combinable policies (catalogue categories 'facilities', 'policies'). */
  facilities: readonly AlpineBitsFeature[];
}

/**
 * A stable room code from our room id (a UUID): its first 8 hex digits, upper case. InvTypeCode allows at most 8
 * characters; 8 hex digits collide with a chance of about n²/2³³ within one hotel, and the builder refuses a
 * message with two rooms of one code rather than send one category twice.
 */
export function inventoryCodeFor(roomId: string): string {
  return roomId.replace(/-/g, '').slice(0, 8).toUpperCase();
}
