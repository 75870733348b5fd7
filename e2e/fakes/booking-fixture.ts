import { generatedPhoto, generatedPhotoCount, withJpegComment } from './booking-photos';

/**
 * The property the fake Booking.com data API knows: 'Art House Basel', shaped like a real details-by-url
 * reply (spec: booking-data-api.md) with the quirks an import must cope with: photos with and without
 * highres_url or altText, photos shared by two rooms, room photos listed twice (hotelPhotos and
 * allRoomPhotos), inventory flags as 0/1 or booleans, a room without a type keyword, facility names
 * outside our catalogue, a facility without a group, and fields the import ignores (b_blocks, reviews).
 */

export interface BookingPhoto {
  id: number;
  thumb_url?: string;
  large_url?: string;
  highres_url?: string;
  associated_rooms?: string[];
  altText?: string;
}

export interface BookingRoom {
  b_id: number;
  b_roomtype_id?: number;
  b_name?: string;
  b_has_room_inventory?: 0 | 1 | boolean;
  [ignored: string]: unknown;
}

export interface BookingFacility {
  id?: number;
  slug?: string;
  icon?: string;
  groupId?: number;
  instances?: Array<{ title?: string; attributes?: Record<string, unknown> }>;
}

export interface BookingPropertyData {
  name?: string;
  hotelTranslation?: Array<{ description?: string }>;
  hotelPhotos?: BookingPhoto[];
  allRoomPhotos?: BookingPhoto[];
  roomsList?: BookingRoom[];
  baseFacility?: BookingFacility[];
  [ignored: string]: unknown;
}

export const fixturePropertyUrl = 'https://www.booking.com/hotel/ch/art-house-basel.en-gb.html';

const name = 'Art House Basel';
const description = [
  'Art House Basel sits in the heart of the old town, a few steps from Barfüsserplatz and the Kunsthalle. ' +
    'The building, a former printing works from 1896, keeps its cast-iron columns and high ceilings.',
  'Each room shows works by a different Swiss artist and comes with a rain shower, a desk and free WiFi. ' +
    'Guests reach the Rhine promenade in 5 minutes on foot, and trams to Basel SBB stop outside the door.',
  'A breakfast buffet with regional bread and cheese is served in the gallery café every morning. ' +
    'In the evening the bar offers Swiss wines, and the rooftop hosts open-air films in summer.',
].join('\n\n');

/** Room keys used below; b_id values are numbers, as the API sends them. */
const rooms = {
  single: { b_id: 31245601, b_name: 'Single Room', b_has_room_inventory: 1, type: 'single' },
  double: {
    b_id: 31245602,
    b_name: 'Double Room with City View',
    b_has_room_inventory: true,
    type: 'double',
  },
  twin: { b_id: 31245603, b_name: 'Twin Room', b_has_room_inventory: 0, type: 'twin' },
  suite: { b_id: 31245604, b_name: 'Deluxe Suite', b_has_room_inventory: true, type: 'suite' },
  studio: { b_id: 31245605, b_name: 'Studio Apartment', b_has_room_inventory: 1, type: 'other' },
} as const;
type RoomKey = keyof typeof rooms;

/** The 20 photos in the API's order: which rooms each shows, whether it has a high-res copy, its alt text. */
const photoPlan: Array<{ rooms: RoomKey[]; highres: boolean; altText?: string }> = [
  { rooms: [], highres: true, altText: 'Art House Basel facade on Steinenvorstadt' },
  { rooms: [], highres: true },
  { rooms: [], highres: false, altText: 'Lobby with the current exhibition' },
  { rooms: ['single'], highres: true, altText: 'Single Room' },
  { rooms: [], highres: true, altText: 'Gallery café' },
  { rooms: ['double'], highres: true, altText: 'Double Room with City View' },
  { rooms: ['double'], highres: true },
  { rooms: [], highres: false },
  { rooms: ['twin'], highres: true },
  { rooms: ['double', 'twin'], highres: true, altText: 'Bathroom with rain shower' },
  { rooms: ['suite'], highres: true, altText: 'Deluxe Suite living area' },
  { rooms: ['suite'], highres: false },
  { rooms: ['suite'], highres: true },
  { rooms: [], highres: true },
  { rooms: ['studio'], highres: true, altText: 'Studio kitchenette' },
  { rooms: ['studio'], highres: false },
  { rooms: ['single'], highres: false },
  { rooms: [], highres: true },
  { rooms: [], highres: true, altText: 'Rooftop at dusk' },
  { rooms: [], highres: false },
];

/** Facility titles our catalogue (server/src/features/hotel-features/catalogue.ts) has, by group id. */
const catalogueFacilities: Array<[groupId: number, title: string]> = [
  [11, 'Free WiFi'],
  [11, 'WiFi available in all areas'],
  [16, 'Parking garage'],
  [16, 'Electric vehicle charging station'],
  [29, 'Airport shuttle'],
  [7, 'Restaurant'],
  [7, 'Bar'],
  [7, 'Coffee house on site'],
  [3, 'Room service'],
  [23, 'Non-smoking rooms'],
  [1, 'Family rooms'],
  [1, 'Facilities for disabled guests'],
  [1, 'Lift'],
  [1, 'Soundproof rooms'],
  [21, 'Fitness centre'],
  [21, 'Sauna'],
  [2, 'Walking tours'],
  [3, '24-hour front desk'],
  [3, 'Concierge service'],
  [3, 'Luggage storage'],
  [3, 'Express check-in/check-out'],
  [25, 'Daily housekeeping'],
  [25, 'Laundry'],
  [24, 'Meeting/banquet facilities'],
  [26, 'Key card access'],
  [26, 'Smoke alarms'],
];
/** Titles the catalogue lacks (near misses on purpose): the import adds them as the hotel's own features. */
const newFacilities: Array<[groupId: number | undefined, title: string]> = [
  [2, 'Rooftop terrace cinema'],
  [2, 'Bicycle rental (additional charge)'],
  [undefined, 'Art gallery'],
  [7, 'Vending machine (drinks)'],
];

export const fixturePhotoIdBase = 401_234_000;
export const fixturePhotoIds = photoPlan.map((_, index) => fixturePhotoIdBase + index + 1);

/** Photo ids of the 100-photo (or any size) properties; far from the fixture's own ids. */
const bulkPhotoIdBase = 700_000_000;

const photoSizes = { thumb: 'square200', large: 'max1024x768', highres: 'max1280x900' } as const;

/** Where the image host serves a photo: the CDN's layout, `http://{host}/xdata/images/hotel/{size}/{id}.jpg`. */
export function photoUrl(imageHost: string, id: number, size: keyof typeof photoSizes = 'highres'): string {
  // The real CDN adds a signature and an origin parameter; the fake ignores both.
  return `http://${imageHost}/xdata/images/hotel/${photoSizes[size]}/${id}.jpg?k=${id.toString(16)}&o=`;
}

/** The photo id in an image host path, or undefined for any other path. */
export function photoIdOfPath(path: string): number | undefined {
  const match = /^\/xdata\/images\/hotel\/[a-z0-9]+\/(\d+)\.jpg$/.exec(path);
  return match ? Number(match[1]) : undefined;
}

/** The JPEG bytes of a photo id (fixture or bulk), or undefined for an id no property uses. */
export async function photoBytes(id: number): Promise<Buffer | undefined> {
  const fixtureNumber = id - fixturePhotoIdBase;
  if (fixtureNumber >= 1 && fixtureNumber <= photoPlan.length) return generatedPhoto(fixtureNumber);
  const bulkNumber = id - bulkPhotoIdBase;
  if (bulkNumber < 1 || bulkNumber > 100_000) return undefined;
  const base = await generatedPhoto(((bulkNumber - 1) % generatedPhotoCount) + 1);
  return withJpegComment(base, `bulk photo ${bulkNumber}`);
}

function photo(imageHost: string, id: number, roomKeys: RoomKey[], highres: boolean, altText?: string) {
  const entry: BookingPhoto = {
    id,
    thumb_url: photoUrl(imageHost, id, 'thumb'),
    large_url: photoUrl(imageHost, id, 'large'),
    associated_rooms: roomKeys.map((key) => String(rooms[key].b_id)),
  };
  if (highres) entry.highres_url = photoUrl(imageHost, id, 'highres');
  if (altText) entry.altText = altText;
  return entry;
}

/**
 * Each room's size and beds as the API states them (bed_type numbered as Booking.com lists bed types: 1 single,
 * 2 double, 3 large double, 6 sofa bed). The studio's 2,000 m² is out of range: the import leaves its size out.
 */
const roomExtras: Record<RoomKey, Record<string, unknown>> = {
  single: { room_surface_in_m2: 14, bed_configurations: [{ bed_types: [{ bed_type: 1, count: 1 }] }] },
  double: { room_surface_in_m2: 22.4, bed_configurations: [{ bed_types: [{ bed_type: 2, count: 1 }] }] },
  twin: { bed_configurations: [{ bed_types: [{ bed_type: 1, count: 2 }] }] },
  suite: {
    room_surface_in_m2: 48,
    bed_configurations: [
      {
        bed_types: [
          { bed_type: 3, count: 1 },
          { bed_type: 6, count: 1 },
        ],
      },
      { bed_types: [{ bed_type: 1, count: 3 }] },
    ],
  },
  studio: { room_surface_in_m2: 2000 },
};

function roomsList(): BookingRoom[] {
  return (Object.entries(rooms) as [RoomKey, (typeof rooms)[RoomKey]][]).map(
    ([key, { type: _type, ...room }], index) => ({
      ...room,
      ...roomExtras[key],
      b_roomtype_id: 9 + index,
      b_blocks: [
        {
          b_block_id: `${room.b_id}_379811043_2_1_0`,
          b_raw_price: 180 + index * 45,
          b_price: `CHF ${180 + index * 45}`,
          b_mealplan_included_name: 'breakfast',
          b_max_persons: index === 0 ? 1 : 2,
          b_cancellation_type: 'free_cancellation',
        },
        // A second offer of the suite sleeps more: the room's most guests is the largest of its offers'.
        ...(key === 'suite' ? [{ b_block_id: `${room.b_id}_379811043_4_1_0`, b_max_persons: 4 }] : []),
      ],
    }),
  );
}

function facility(groupId: number | undefined, title: string, index: number): BookingFacility {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  return {
    id: 100 + index,
    slug,
    icon: `${slug}_icon`,
    ...(groupId === undefined ? {} : { groupId }),
    instances: [{ title, attributes: { paymentInfo: { chargeMode: 'FREE' }, isOffsite: false } }],
  };
}

/** The property's data with photo URLs on `imageHost` ('127.0.0.1:PORT' of the fake image host). */
const fixtureStars = 4;

export function bookingFixture(imageHost: string): BookingPropertyData {
  const hotelPhotos = photoPlan.map((plan, index) =>
    photo(imageHost, fixturePhotoIds[index]!, plan.rooms, plan.highres, plan.altText),
  );
  return {
    name,
    hotelTranslation: [{ description }],
    hotelPhotos,
    // The API lists room photos a second time here; the import must not store them twice.
    allRoomPhotos: hotelPhotos.filter((entry) => (entry.associated_rooms ?? []).length > 0),
    roomsList: roomsList(),
    baseFacility: [...catalogueFacilities, ...newFacilities].map(([groupId, title], index) =>
      facility(groupId, title, index),
    ),
    genericFacilityHighlight: [
      { id: 107, title: 'Free WiFi', level: 'property' },
      { id: 16, title: 'Non-smoking rooms', level: 'property' },
    ],
    featuredReview: [{ id: 1, title: 'Art everywhere', positive: 'Central and quiet', score: 9 }],
    propertyReview: [{ totalScore: { score: 8.9, reviewsCount: 1243 } }],
    cityInTrans: 'in Basel',
    accommodationType: 204,
    // The official stars (issue 32): the import keeps them where the hotel has none.
    class: fixtureStars,
    class_is_estimated: 0,
  };
}

/**
 * The fixture with `count` photos instead of its 20 (the 100-photo benchmark, the 2,000-photo reply): each
 * has distinct bytes (a generated photo with its own JPEG comment) and every fourth shows a room.
 */
export function bookingPropertyWithPhotos(imageHost: string, count: number): BookingPropertyData {
  const roomKeys = Object.keys(rooms) as RoomKey[];
  const hotelPhotos = Array.from({ length: count }, (_, index) =>
    photo(
      imageHost,
      bulkPhotoIdBase + index + 1,
      index % 4 === 3 ? [roomKeys[index % roomKeys.length]!] : [],
      true,
    ),
  );
  return {
    ...bookingFixture(imageHost),
    hotelPhotos,
    allRoomPhotos: hotelPhotos.filter((entry) => (entry.associated_rooms ?? []).length > 0),
  };
}

const roomsWithInventory = Object.values(rooms).filter((room) => Boolean(room.b_has_room_inventory));

/** What a test expects after importing the fixture. */
export const fixtureFacts = {
  propertyUrl: fixturePropertyUrl,
  name,
  stars: fixtureStars,
  description,
  /** Distinct photos (room photos appear twice in the reply). */
  photoCount: photoPlan.length,
  photoIds: fixturePhotoIds,
  /** Photos that show no room: the property's own gallery, in order. */
  propertyPhotoIds: fixturePhotoIds.filter((_, index) => photoPlan[index]!.rooms.length === 0),
  /** Photos with only large_url (no highres_url): the import downloads the large copy. */
  largeOnlyPhotoIds: fixturePhotoIds.filter((_, index) => !photoPlan[index]!.highres),
  altTextByPhotoId: Object.fromEntries(
    photoPlan.flatMap((plan, index) => (plan.altText ? [[fixturePhotoIds[index]!, plan.altText]] : [])),
  ) as Record<number, string>,
  roomNames: Object.values(rooms).map((room) => room.b_name),
  /** Room type by name, guessed from keywords in the spec's order (so 'Deluxe Suite' is a suite). */
  roomTypes: Object.fromEntries(Object.values(rooms).map((room) => [room.b_name, room.type])) as Record<
    string,
    string
  >,
  roomCountWithInventory: roomsWithInventory.length,
  roomNamesWithInventory: roomsWithInventory.map((room) => room.b_name),
  /** Marketplace ids per room name, as stored in rooms.booking_room_ids. */
  bookingRoomIdByName: Object.fromEntries(
    Object.values(rooms).map((room) => [room.b_name, String(room.b_id)]),
  ) as Record<string, string>,
  /** Photo ids per room name, in the API's order; one bathroom photo belongs to two rooms. */
  photoIdsByRoom: Object.fromEntries(
    Object.entries(rooms).map(([key, room]) => [
      room.b_name,
      fixturePhotoIds.filter((_, index) => photoPlan[index]!.rooms.includes(key as RoomKey)),
    ]),
  ) as Record<string, number[]>,
  /** The facts the import keeps per room name (issue 32). */
  roomFactsByName: {
    'Single Room': { maxOccupancy: 1, sizeSqm: 14, beds: [{ type: 'single', count: 1 }] },
    'Double Room with City View': { maxOccupancy: 2, sizeSqm: 22, beds: [{ type: 'double', count: 1 }] },
    'Twin Room': { maxOccupancy: 2, sizeSqm: null, beds: [{ type: 'single', count: 2 }] },
    'Deluxe Suite': {
      maxOccupancy: 4,
      sizeSqm: 48,
      beds: [
        { type: 'king', count: 1 },
        { type: 'sofa-bed', count: 1 },
      ],
    },
    'Studio Apartment': { maxOccupancy: 2, sizeSqm: null, beds: [] },
  } as Record<
    string,
    { maxOccupancy: number; sizeSqm: number | null; beds: { type: string; count: number }[] }
  >,
  facilityTitles: {
    inCatalogue: catalogueFacilities.map(([, title]) => title),
    new: newFacilities.map(([, title]) => title),
  },
};
