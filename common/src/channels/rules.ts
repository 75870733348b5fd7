import {
  checkInAndOutTimes,
  contactDetails,
  coverOfExteriorOrRoom,
  hotelDescription,
  hotelPhotosOf,
  keyAmenityPhotos,
  photoCountAtMost,
  topFacilitiesStated,
} from './checks/hotel-checks';
import {
  altTexts,
  maximumAspectRatio,
  maximumFileSize,
  minimumLongEdge,
  minimumPixels,
  pixelsOfSize,
  sidesBetween,
} from './checks/photo-checks';
import { alpineBitsRoomCodes, roomOccupancy } from './checks/alpinebits-checks';
import { textsInLanguage } from './checks/language-checks';
import { roomDescriptions, roomOccupancyAndBeds, roomPhotoCount } from './checks/room-checks';
import type { RuleCheck } from './checks/rule-check';
import type { FixTarget, ReadinessChannel, RuleGroup } from './readiness';
import type { ReadinessIndex } from './readiness-index';

/** required: missing it fails (the channel refuses or hides it); recommended: missing it warns. */
export type RuleLevel = 'required' | 'recommended';

/**
 * One channel rule (issue 32, point 3). Its words are the web's (web/src/locales/en/channels.json,
 * `rules.<id>`: title, item, hotel), filled with the outcome's values: the check's thresholds and, per item,
 * the numbers that miss them.
 */
export interface ChannelRule {
  /** Stable: '<channel>.<rule>'; the catalogue's key and what the dashboard counts by. */
  id: string;
  channel: ReadinessChannel;
  group: RuleGroup;
  level: RuleLevel;
  check: RuleCheck;
  /** The place that fixes it: a room's or photo's own when an item names one, the hotel's otherwise. */
  fix: FixTarget['kind'];
  /**
   * Checked once per language the hotel serves besides its primary one (issue 37), each outcome naming its
   * language, in the list's order; a hotel serving one language has no outcome of it.
   */
  perLanguage?: true;
  /** Whether the rule applies to the hotel at all; always when not given. */
  appliesTo?: (index: ReadinessIndex) => boolean;
}

type RuleRow = Omit<ChannelRule, 'id' | 'channel'> & { rule: string };

/**
 * Issue 37: Booking.com, Expedia, Agoda, HRS and Google show a property in the guest's language, the hotel's
 * own website has a page per language, and AlpineBits carries each text per language. A text missing in a
 * served language is still shown, machine-translated by the channel or in another language, and a stale one
 * still reads, if out of date: so missing and stale warn ('recommended'), they do not fail.
 */
const languageTexts: RuleRow = {
  rule: 'languageTexts',
  group: 'languages',
  level: 'recommended',
  // One check for every channel: an evaluation counts each language once.
  check: textsInLanguage(),
  fix: 'contentLanguage',
  perLanguage: true,
};

/**
 * Booking.com (figures as published in 2026):
 * - Partner Hub, "Understanding photo requirements for your property": at least four photos of each room or
 *   unit and at least one of its bathroom,
 *   https://partner.booking.com/en-us/help/property-page/photos-extranet/understanding-photo-requirements-your-property
 * - Partner Hub, "Do I need to add photos when I register?" ("Muss ich bei der Registrierung Fotos
 *   hinzufügen?"): the lowest resolution shown on the site is 840 × 460 px,
 *   https://partner.booking.com/de/hilfe/partnerschaft-mit-booking/muss-ich-bei-der-registrierung-fotos-hinzuf%C3%BCgen
 * - Connectivity API reference, "Description" (GuestRoom Image): at least 4 photos per room, 2048 × 1536 px or
 *   larger recommended, https://connect.booking.com/user_guide/site/en-US/api-reference/Description/
 * - The extranet's other figures as issue 32 lists them (its pages were not among those we could read): photos
 *   below 300 × 300 px refused, at most 299 photos per property, a description of at least 700 characters, the
 *   top facilities (Wi-Fi, parking, breakfast, air conditioning, family rooms, non-smoking rooms, 24-hour front
 *   desk) answered, check-in and check-out times, a main photo of the exterior or a room.
 * Agoda and HRS take this set under their own ids (below).
 */
const bookingChecks = {
  roomPhotos: roomPhotoCount(4),
  bathroomPhotos: roomPhotoCount(1, 'bathroom'),
  minimumSize: minimumPixels(300, 300),
  displaySize: minimumPixels(840, 460),
  recommendedSize: pixelsOfSize(2048, 1536),
  coverPhoto: coverOfExteriorOrRoom(),
  description: hotelDescription(700),
  topFacilities: topFacilitiesStated(),
  checkInOut: checkInAndOutTimes(),
};

/** Booking.com's rules; the channels that take its set share its checks, so each runs once an evaluation. */
const bookingSet = (maxPhotos: number): RuleRow[] => [
  {
    rule: 'roomPhotos',
    group: 'photos',
    level: 'required',
    check: bookingChecks.roomPhotos,
    fix: 'roomImages',
  },
  {
    rule: 'bathroomPhotos',
    group: 'photos',
    level: 'required',
    check: bookingChecks.bathroomPhotos,
    fix: 'roomImages',
  },
  {
    rule: 'minimumSize',
    group: 'photos',
    level: 'required',
    check: bookingChecks.minimumSize,
    fix: 'editAsset',
  },
  {
    rule: 'displaySize',
    group: 'photos',
    level: 'required',
    check: bookingChecks.displaySize,
    fix: 'editAsset',
  },
  {
    rule: 'recommendedSize',
    group: 'photos',
    level: 'recommended',
    check: bookingChecks.recommendedSize,
    fix: 'editAsset',
  },
  {
    rule: 'maxPhotos',
    group: 'photos',
    level: 'required',
    check: photoCountAtMost(maxPhotos),
    fix: 'library',
  },
  {
    rule: 'coverPhoto',
    group: 'photos',
    level: 'required',
    check: bookingChecks.coverPhoto,
    fix: 'hotelGallery',
  },
  {
    rule: 'description',
    group: 'descriptions',
    level: 'required',
    check: bookingChecks.description,
    fix: 'description',
  },
  // 'recommended': we only know a facility switched on, so one not switched on may be a 'no' (not stated, a warn).
  {
    rule: 'topFacilities',
    group: 'amenities',
    level: 'recommended',
    check: bookingChecks.topFacilities,
    fix: 'facilities',
  },
  {
    rule: 'checkInOut',
    group: 'policies',
    level: 'required',
    check: bookingChecks.checkInOut,
    fix: 'policies',
  },
  languageTexts,
];

/**
 * Expedia Group, Image API, "Learn: Image guidelines": 4 or more photos for each room type and 1 of the
 * bathroom, 1 exterior, 1 entrance/lobby photo, 1 per key amenity (pool, fitness centre...); 2,880 px or more on
 * the longest edge, at most 15 MB a file,
 * https://developers.expediagroup.com/supply/lodging/docs/property_mgmt_apis/image/learn/
 * The long edge of at least 1,000 px (refused below) and occupancy and beds for every room are Partner
 * Central's listing requirements as issue 32 lists them.
 */
const expedia: RuleRow[] = [
  { rule: 'roomPhotos', group: 'photos', level: 'required', check: roomPhotoCount(4), fix: 'roomImages' },
  {
    rule: 'bathroomPhotos',
    group: 'photos',
    level: 'required',
    check: roomPhotoCount(1, 'bathroom'),
    fix: 'roomImages',
  },
  {
    rule: 'hotelPhotos',
    group: 'photos',
    level: 'required',
    check: hotelPhotosOf(['exterior', 'lobby']),
    fix: 'library',
  },
  { rule: 'amenityPhotos', group: 'photos', level: 'required', check: keyAmenityPhotos(), fix: 'library' },
  { rule: 'minimumSize', group: 'photos', level: 'required', check: minimumLongEdge(1000), fix: 'editAsset' },
  {
    rule: 'recommendedSize',
    group: 'photos',
    level: 'recommended',
    check: minimumLongEdge(2880),
    fix: 'editAsset',
  },
  { rule: 'fileSize', group: 'photos', level: 'required', check: maximumFileSize(15), fix: 'editAsset' },
  {
    rule: 'roomOccupancy',
    group: 'rooms',
    level: 'required',
    check: roomOccupancyAndBeds(),
    fix: 'roomFacts',
  },
  languageTexts,
];

/**
 * Google Business Profile Help, "Tips for business-specific photos" (JPG or PNG, 10 KB to 5 MB, 720 × 720 px
 * recommended), https://support.google.com/business/answer/6103862, and Hotel Center's photo guidelines (the
 * long side at most twice the short side, up to 3,000 px), figures as issue 32 lists them; a hotel profile
 * shows the address, phone and website.
 */
const google: RuleRow[] = [
  { rule: 'aspectRatio', group: 'photos', level: 'required', check: maximumAspectRatio(2), fix: 'editAsset' },
  {
    rule: 'recommendedSize',
    group: 'photos',
    level: 'recommended',
    check: sidesBetween(720, 3000),
    fix: 'editAsset',
  },
  { rule: 'fileSize', group: 'photos', level: 'required', check: maximumFileSize(5), fix: 'editAsset' },
  { rule: 'contact', group: 'contact', level: 'required', check: contactDetails(), fix: 'hotelSettings' },
  languageTexts,
];

/**
 * The hotel's own website: our rules, no channel publishes them. Every room with a description and at least 3
 * photos, so each room page has something to show; every photo with an alt text (WCAG 2.2, 1.1.1 Non-text
 * Content, https://www.w3.org/TR/WCAG22/#non-text-content).
 */
const website: RuleRow[] = [
  { rule: 'roomPhotos', group: 'photos', level: 'required', check: roomPhotoCount(3), fix: 'roomImages' },
  { rule: 'altTexts', group: 'photos', level: 'required', check: altTexts(), fix: 'editAsset' },
  {
    rule: 'roomDescriptions',
    group: 'descriptions',
    level: 'required',
    check: roomDescriptions(),
    fix: 'roomDescription',
  },
  languageTexts,
];

/**
 * AlpineBits HotelData (issue 33), what its Inventory message requires of each room category as the 2024-10
 * specification and its schema (server/src/integrations/alpinebits/schema/) state them: a code the receiving
 * system knows it by (GuestRoom Code), its occupancy (TypeRoom, MaxOccupancy), at least one picture with its
 * category (ImageItem Category; every photo of a room gets one), and descriptions that are not empty (the schema
 * refuses an empty Description; the Info message carries the hotel's). The codes are the connection's, set on /ota.
 */
const alpinebits: RuleRow[] = [
  { rule: 'roomCodes', group: 'rooms', level: 'required', check: alpineBitsRoomCodes(), fix: 'alpineBits' },
  { rule: 'roomOccupancy', group: 'rooms', level: 'required', check: roomOccupancy(), fix: 'roomFacts' },
  { rule: 'roomPictures', group: 'photos', level: 'required', check: roomPhotoCount(1), fix: 'roomImages' },
  {
    rule: 'roomDescriptions',
    group: 'descriptions',
    level: 'required',
    check: roomDescriptions(),
    fix: 'roomDescription',
  },
  {
    rule: 'description',
    group: 'descriptions',
    level: 'required',
    check: hotelDescription(1),
    fix: 'description',
  },
  // Its texts per language matter once the hotel sends them: the room codes rule already asks for a connection.
  { ...languageTexts, appliesTo: (index) => index.input.alpineBits.connected },
];

const withIds = (channel: ReadinessChannel, rows: RuleRow[]): ChannelRule[] =>
  rows.map(({ rule, ...row }) => ({ id: `${channel}.${rule}`, channel, ...row }));

/**
 * Every rule, by channel in the matrix's order.
 * - Agoda: its Partner Hub and YCS help publish no photo counts, sizes or description lengths for hotels (none
 *   found in 2026; only channel managers state their own, e.g. Rentals United's 3 photos), so the Booking.com
 *   set applies under Agoda's ids.
 * - HRS: its Hotel Partner FAQ ("Photo Service") publishes one figure, up to 50 photos per hotel,
 *   https://www.hrs.com/enterprise/partners/hotels/faqs (read on its staging copy,
 *   enterprise.hrs.beta.pe.media); nothing else is published, so the Booking.com set
 *   applies with that maximum.
 */
export const channelRules: readonly ChannelRule[] = [
  ...withIds('booking', bookingSet(299)),
  ...withIds('expedia', expedia),
  ...withIds('google', google),
  ...withIds('agoda', bookingSet(299)),
  ...withIds('hrs', bookingSet(50)),
  ...withIds('website', website),
  ...withIds('alpinebits', alpinebits),
];
