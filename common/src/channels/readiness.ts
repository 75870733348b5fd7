import type { PhotoSubject } from '../assets/photo-subjects';
import type { HotelPolicies } from '../content/policies';
import type { LanguageCode } from '../languages/content-languages';
import type { RoomFacts } from '../rooms/room-facts';
import type { LanguageTextCounts } from '../translations/schemas';

/**
 * Channel readiness (issue 32): each hotel checked against what every booking channel publishes as its rules,
 * rule by rule, with the way to fix each. The rules are data (rules.ts); evaluate.ts applies them to a
 * ReadinessInput, which the server reads in a few queries.
 *   GET /api/hotels/:hotelId/channel-readiness -> HotelReadinessResponse
 *   GET /api/channel-readiness/hotels          -> ChainReadinessResponse (each of the user's hotels, oldest first)
 */

/**
 * The channels checked, in the order the matrix shows them. 'website' is the hotel's own website; 'alpinebits' the
 * channel managers and booking engines a hotel pushes to through AlpineBits HotelData (issue 33).
 */
export const readinessChannels = [
  'booking',
  'expedia',
  'google',
  'agoda',
  'hrs',
  'website',
  'alpinebits',
] as const;
export type ReadinessChannel = (typeof readinessChannels)[number];

/** The matrix's rows. 'languages': the hotel's texts in each language it serves besides its primary one. */
export const ruleGroups = [
  'photos',
  'rooms',
  'descriptions',
  'languages',
  'amenities',
  'policies',
  'contact',
] as const;
export type RuleGroup = (typeof ruleGroups)[number];

/** pass; warn: recommended, not required; fail: the channel refuses or hides it. */
export type RuleStatus = 'pass' | 'warn' | 'fail';

/** A photo as the rules see it: every photo of the hotel's library that is not in the trash. */
export interface ReadinessPhoto {
  id: string;
  name: string;
  thumbUrl: string;
  width: number;
  height: number;
  /** Bytes of the stored original. */
  size: number;
  category: string;
  subjects: PhotoSubject[];
  /** The stored original could not be read (a storage failure): every photo rule fails it with 'file missing'. */
  fileMissing: boolean;
  /** Its alt text in the hotel's primary language (issue 37, part 2); '' or left out while none. */
  altText?: string;
}

export interface ReadinessRoom {
  id: string;
  name: string;
  /** The room's gallery in order, cover first. */
  photoIds: string[];
  /** Characters of the room's description (the hotel's content language), 0 when none. */
  descriptionLength: number;
  facts: RoomFacts;
}

/**
 * A language the hotel serves besides its primary one (issue 37): of the hotel's texts with a source in the
 * primary language (the hotel description and area text, each room's name and description), how many are
 * current there, stale (their source changed after they were written or checked) and missing.
 */
export interface ReadinessLanguage extends LanguageTextCounts {
  language: LanguageCode;
}

export interface ReadinessInput {
  hotel: {
    name: string;
    website: string;
    /** Street address; null when the hotel has no location. */
    address: string | null;
    phone: string | null;
    reservationsEmail: string | null;
    starRating: number | null;
    /** Characters of the hotel description, 0 when none. */
    descriptionLength: number;
    /** The hotel gallery in order, cover first. */
    galleryPhotoIds: string[];
  };
  photos: ReadinessPhoto[];
  rooms: ReadinessRoom[];
  /** Ids of the facilities switched on (server/src/features/hotel-features/catalogue.ts). */
  facilities: string[];
  policies: HotelPolicies;
  /**
   * The hotel's AlpineBits connection (issue 33): whether it has one, and the code of each room that has one
   * (room id -> code, as the connection stores it).
   */
  alpineBits: { connected: boolean; roomCodes: Readonly<Record<string, string>> };
  /**
   * Each language the hotel serves besides its primary one, in the list's order (Settings -> Hotel, 'Content
   * languages'), with its texts' counts; empty while it serves its primary language only.
   */
  languages: ReadinessLanguage[];
}

/** Where a failing rule is fixed: the web turns each into a link to the place that fixes it. */
export type FixTarget =
  | { kind: 'roomImages'; roomId: string }
  | { kind: 'roomFacts'; roomId: string }
  | { kind: 'roomDescription'; roomId: string }
  | { kind: 'editAsset'; assetId: string }
  | { kind: 'library' }
  | { kind: 'hotelGallery' }
  | { kind: 'description' }
  | { kind: 'facilities' }
  | { kind: 'policies' }
  | { kind: 'hotelSettings' }
  /** The AlpineBits card on /ota: its connection and room codes. */
  | { kind: 'alpineBits' }
  /** The content page showing the texts in that language (its language switcher reads `?lang=`). */
  | { kind: 'contentLanguage'; language: LanguageCode };

/** What a rule's outcome concerns: a room or a photo (with its thumbnail), or the hotel itself. */
export interface OutcomeItem {
  kind: 'room' | 'photo' | 'hotel';
  id: string;
  name: string;
  thumbUrl: string | null;
  status: RuleStatus;
  /** The numbers of this item's message ({ count: 2, min: 4 }, { width: 850, height: 400 }). */
  values: Record<string, string | number>;
  fix: FixTarget;
}

/**
 * One rule applied to the hotel. Its words are the web's (web/src/locales/en/channels.json, `rules.<ruleId>`),
 * filled with `values` and each item's; the server sends no English.
 */
export interface RuleOutcome {
  ruleId: string;
  /**
   * The language a per-language rule checked (issue 37): such a rule has an outcome for each language the hotel
   * serves besides its primary one, all under the same id, and none while it serves one language.
   */
  language?: LanguageCode;
  channel: ReadinessChannel;
  group: RuleGroup;
  status: RuleStatus;
  values: Record<string, string | number>;
  /**
   * The items that warn or fail, worst first, empty when the rule passes: rooms, photos, or parts of the hotel
   * (kind 'hotel', id the part: 'description', 'wifi', 'checkIn', 'phone'), each with its own numbers.
   */
  items: OutcomeItem[];
  fix: FixTarget;
}

export interface StatusCounts {
  pass: number;
  warn: number;
  fail: number;
}

export interface ChannelReadiness {
  channel: ReadinessChannel;
  /** The worst status of its rules. */
  status: RuleStatus;
  counts: StatusCounts;
  groups: Record<RuleGroup, StatusCounts & { status: RuleStatus }>;
  outcomes: RuleOutcome[];
}

export interface HotelReadinessResponse {
  readiness: ChannelReadiness[];
}

export interface ChainReadinessResponse {
  hotels: {
    id: string;
    name: string;
    channels: Record<ReadinessChannel, StatusCounts & { status: RuleStatus }>;
  }[];
}
