import { describe, expect, it } from 'vitest';
import { limits } from '@common/limits';
import { bookingFixture, fixtureFacts, photoUrl } from '@e2e/fakes/booking-fixture';
import { listingLimits, readListing, roomTypesWithInventory } from './listing';

const emptyListing = {
  name: null,
  description: null,
  photos: [],
  rooms: [],
  facilities: [],
  photosLeftOut: 0,
};

const photoAt = (index: number) => `https://cf.bstatic.com/xdata/images/hotel/max1280x900/${index}.jpg`;
const rooms = (...roomsList: unknown[]) => readListing({ roomsList }).rooms;
const facilities = (...baseFacility: unknown[]) => readListing({ baseFacility }).facilities;

describe('a reply that is not the expected shape', () => {
  it.each([null, undefined, [], [{ name: 'x' }], 'Art House Basel', 42, true])(
    'reads as an empty listing when the data is %j',
    (data) => {
      expect(readListing(data)).toEqual(emptyListing);
    },
  );

  it('reads each list as empty when it is not a list', () => {
    for (const value of [null, 'photos', 7, { 0: { highres_url: photoAt(1) } }]) {
      expect(
        readListing({ hotelPhotos: value, roomsList: value, baseFacility: value, hotelTranslation: value }),
      ).toEqual(emptyListing);
    }
  });

  it('skips entries that are not objects and fields of the wrong type, keeping the rest', () => {
    const listing = readListing({
      name: { en: 'Art House Basel' },
      hotelTranslation: ['a text', { description: 7 }],
      hotelPhotos: [null, 'https://cf.bstatic.com/1.jpg', 3, [photoAt(1)], { highres_url: photoAt(2) }],
      roomsList: [null, 'Single Room', [], { b_name: 'Room without id' }, { b_id: 5, b_name: 'Twin Room' }],
      baseFacility: [
        null,
        'Free WiFi',
        { instances: 'Sauna' },
        { instances: [null] },
        { instances: [{ title: 'Bar' }] },
      ],
    });
    expect(listing).toEqual({
      name: null,
      description: null,
      photos: [{ url: photoAt(2), roomIds: [], altText: null }],
      photosLeftOut: 4,
      rooms: [{ bookingIds: ['5'], name: 'Twin Room', withInventory: 0, description: null }],
      facilities: [{ title: 'Bar', groupId: null }],
    });
  });

  it('ignores extra fields', () => {
    const listing = readListing({
      name: 'Art House Basel',
      reviews: [{ score: 9 }],
      hotelPhotos: [{ highres_url: photoAt(1), exif: { camera: 'x' } }],
      roomsList: [{ b_id: 1, b_name: 'Single Room', b_blocks: [{ b_price: 'CHF 180' }] }],
      baseFacility: [{ instances: [{ title: 'Sauna', attributes: {} }], icon: 'sauna' }],
    });
    expect(listing.name).toBe('Art House Basel');
    expect(listing.photos).toEqual([{ url: photoAt(1), roomIds: [], altText: null }]);
    expect(listing.rooms).toHaveLength(1);
    expect(listing.facilities).toEqual([{ title: 'Sauna', groupId: null }]);
  });
});

describe('the fixture property', () => {
  const listing = readListing(bookingFixture('127.0.0.1:9'));

  it('has its name, description, rooms and facilities', () => {
    expect(listing.name).toBe(fixtureFacts.name);
    expect(listing.description).toBe(fixtureFacts.description);
    expect(listing.rooms.map((room) => room.name)).toEqual(fixtureFacts.roomNames);
    expect(listing.facilities.map((facility) => facility.title)).toEqual([
      ...fixtureFacts.facilityTitles.inCatalogue,
      ...fixtureFacts.facilityTitles.new,
    ]);
    expect(roomTypesWithInventory(listing)).toBe(fixtureFacts.roomCountWithInventory);
  });

  it('has every photo once, the high-res copy where there is one', () => {
    expect(listing.photos.map((photo) => photo.url)).toEqual(
      fixtureFacts.photoIds.map((id) =>
        photoUrl('127.0.0.1:9', id, fixtureFacts.largeOnlyPhotoIds.includes(id) ? 'large' : 'highres'),
      ),
    );
    expect(listing.photosLeftOut).toBe(0);
  });
});

describe('the hotel name and description', () => {
  it('drops control characters, NUL included, and keeps words apart where there was a line break', () => {
    expect(readListing({ name: '  Art\u0000 House\u001b[31m\r\nBasel\t ' }).name).toBe('Art House[31m Basel');
    expect(readListing({ name: 'Art House\nBasel' }).name).toBe('Art House Basel');
  });

  it('is null when blank after cleaning', () => {
    expect(readListing({ name: ' \u0000\n ' }).name).toBeNull();
    expect(readListing({ hotelTranslation: [{ description: '\u0000 \n\n ' }] }).description).toBeNull();
  });

  it('cuts the name to the name limit', () => {
    expect(readListing({ name: 'A'.repeat(limits.hotelNameMaxLength + 50) }).name).toHaveLength(
      limits.hotelNameMaxLength,
    );
  });

  it('reads the description from the first translation, keeping its paragraphs and dropping NUL', () => {
    const listing = readListing({
      hotelTranslation: [
        { description: 'First part.\r\n\r\nSecond\u0000 part.\n\nThird part.' },
        { description: 'x' },
      ],
    });
    expect(listing.description).toBe('First part.\n\nSecond part.\n\nThird part.');
  });

  it('cuts a long description at the limit with its paragraphs kept', () => {
    const paragraph = `${'word '.repeat(199)}word.`;
    const text = Array.from({ length: 40 }, () => paragraph).join('\n\n');
    expect(text.length).toBeGreaterThan(limits.descriptionMaxChars);
    const description = readListing({ hotelTranslation: [{ description: text }] }).description ?? '';
    expect(description.length).toBeLessThanOrEqual(limits.descriptionMaxChars);
    expect(description.length).toBeGreaterThan(limits.descriptionMaxChars - 10);
    expect(description.startsWith(`${paragraph}\n\n${paragraph}\n\n`)).toBe(true);
    expect(description.split('\n\n').length).toBeGreaterThan(10);
  });
});

describe('photos', () => {
  it('take highres_url over large_url, and large_url when highres_url is missing or unusable', () => {
    const { photos } = readListing({
      hotelPhotos: [
        { large_url: photoAt(1), highres_url: photoAt(2) },
        { large_url: photoAt(3) },
        { large_url: photoAt(4), highres_url: 'javascript:alert(1)' },
        { large_url: photoAt(5), highres_url: 17 },
      ],
    });
    expect(photos.map((photo) => photo.url)).toEqual([photoAt(2), photoAt(3), photoAt(4), photoAt(5)]);
  });

  it('leave out addresses that are not http(s), and count them', () => {
    const listing = readListing({
      hotelPhotos: [
        { highres_url: 'javascript:alert(document.cookie)' },
        { highres_url: 'data:image/jpeg;base64,/9j/4AAQ' },
        { highres_url: 'file:///etc/passwd' },
        { highres_url: 'ftp://cf.bstatic.com/1.jpg' },
        { highres_url: '//cf.bstatic.com/1.jpg' },
        { highres_url: '' },
        { thumb_url: photoAt(9) },
        { highres_url: `https://cf.bstatic.com/${'a'.repeat(2_000)}.jpg` },
        { highres_url: 'HTTP://cf.bstatic.com/ok.jpg' },
      ],
    });
    expect(listing.photos.map((photo) => photo.url)).toEqual(['HTTP://cf.bstatic.com/ok.jpg']);
    expect(listing.photosLeftOut).toBe(8);
  });

  it('leave out a repeated address and count it', () => {
    const listing = readListing({
      hotelPhotos: [
        { highres_url: photoAt(1), associated_rooms: [] },
        { highres_url: photoAt(2) },
        { highres_url: ` ${photoAt(1)} `, associated_rooms: ['31245601'] },
      ],
    });
    expect(listing.photos.map((photo) => photo.url)).toEqual([photoAt(1), photoAt(2)]);
    expect(listing.photos[0]?.roomIds).toEqual([]);
    expect(listing.photosLeftOut).toBe(1);
  });

  it('keep the first 150 of 2,000 and count the rest as left out', () => {
    const hotelPhotos = Array.from({ length: 2_000 }, (_, index) => ({ highres_url: photoAt(index) }));
    const listing = readListing({ hotelPhotos });
    expect(listing.photos).toHaveLength(listingLimits.photos);
    expect(listing.photos.at(-1)?.url).toBe(photoAt(listingLimits.photos - 1));
    expect(listing.photosLeftOut).toBe(2_000 - listingLimits.photos);
  });

  it('read associated_rooms as numbers or strings, as text, once each', () => {
    const { photos } = readListing({
      hotelPhotos: [
        {
          highres_url: photoAt(1),
          associated_rooms: [31245601, '31245602', ' 31245603 ', 31245601, '31245601'],
        },
        { highres_url: photoAt(2), associated_rooms: [null, {}, '', true, 7] },
        { highres_url: photoAt(3), associated_rooms: '31245601' },
      ],
    });
    expect(photos.map((photo) => photo.roomIds)).toEqual([['31245601', '31245602', '31245603'], ['7'], []]);
  });

  it('keep alt text on one line without control characters', () => {
    const { photos } = readListing({
      hotelPhotos: [
        { highres_url: photoAt(1), altText: 'Rooftop\u0000 at\ndusk ' },
        { highres_url: photoAt(2), altText: '   ' },
        { highres_url: photoAt(3), altText: ['x'] },
      ],
    });
    expect(photos.map((photo) => photo.altText)).toEqual(['Rooftop at dusk', null, null]);
  });
});

describe('rooms', () => {
  it('read b_id as number or text and b_has_room_inventory as 0/1, booleans or their text', () => {
    const read = rooms(
      { b_id: 1, b_name: 'A', b_has_room_inventory: 1 },
      { b_id: '2', b_name: 'B', b_has_room_inventory: true },
      { b_id: 3, b_name: 'C', b_has_room_inventory: '1' },
      { b_id: 4, b_name: 'D', b_has_room_inventory: 'true' },
      { b_id: 5, b_name: 'E', b_has_room_inventory: 0 },
      { b_id: 6, b_name: 'F', b_has_room_inventory: false },
      { b_id: 7, b_name: 'G', b_has_room_inventory: '0' },
      { b_id: 8, b_name: 'H', b_has_room_inventory: 2 },
      { b_id: 9, b_name: 'I' },
    );
    expect(read.map((room) => [room.bookingIds, room.withInventory])).toEqual([
      [['1'], 1],
      [['2'], 1],
      [['3'], 1],
      [['4'], 1],
      [['5'], 0],
      [['6'], 0],
      [['7'], 0],
      [['8'], 0],
      [['9'], 0],
    ]);
    expect(roomTypesWithInventory({ ...emptyListing, rooms: read })).toBe(4);
  });

  it('merge entries with the same name (any case) into one room with all their ids, each id counted once', () => {
    const read = rooms(
      { b_id: 1, b_name: 'Double Room', b_has_room_inventory: 1 },
      { b_id: 2, b_name: 'Single Room', b_has_room_inventory: 1 },
      { b_id: 3, b_name: 'double room', b_has_room_inventory: 1 },
      { b_id: 4, b_name: ' Double  Room ', b_has_room_inventory: 0 },
    );
    expect(read).toEqual([
      { bookingIds: ['1', '3', '4'], name: 'Double Room', withInventory: 2, description: null },
      { bookingIds: ['2'], name: 'Single Room', withInventory: 1, description: null },
    ]);
    expect(roomTypesWithInventory({ ...emptyListing, rooms: read })).toBe(3);
  });

  it('count a room listed twice under the same b_id once', () => {
    const read = rooms(
      { b_id: 31245601, b_name: 'Single Room', b_has_room_inventory: 1 },
      { b_id: '31245601', b_name: 'Single Room', b_has_room_inventory: 1 },
      { b_id: 31245601, b_name: 'Single Room (renamed)', b_has_room_inventory: true },
    );
    expect(read).toEqual([
      { bookingIds: ['31245601'], name: 'Single Room', withInventory: 1, description: null },
    ]);
    expect(roomTypesWithInventory({ ...emptyListing, rooms: read })).toBe(1);
  });

  it("name a room without a usable name 'Room {id}'", () => {
    const read = rooms(
      { b_id: 11, b_name: '   ' },
      { b_id: 12 },
      { b_id: 13, b_name: '\u0000\n' },
      { b_id: 14, b_name: {} },
    );
    expect(read.map((room) => room.name)).toEqual(['Room 11', 'Room 12', 'Room 13', 'Room 14']);
  });

  it('drop control characters from names and cut them to the room name limit', () => {
    const read = rooms(
      { b_id: 1, b_name: 'Deluxe\u0000 Suite\u0007' },
      { b_id: 2, b_name: `Twin ${'x'.repeat(limits.roomNameMaxLength)}` },
    );
    expect(read[0]?.name).toBe('Deluxe Suite');
    expect(read[1]?.name).toHaveLength(limits.roomNameMaxLength);
  });

  it('take a description from the entry or else from data.rooms by id, the first one found when merged', () => {
    const listing = readListing({
      roomsList: [
        { b_id: 1, b_name: 'Single Room' },
        { b_id: 2, b_name: 'Double Room', description: 'From the list.' },
        { b_id: 3, b_name: 'Single Room' },
      ],
      rooms: {
        1: { description: '' },
        2: { description: 'From rooms.' },
        3: { description: 'Quiet.\n\nCourtyard.' },
      },
    });
    expect(listing.rooms.map((room) => [room.name, room.description])).toEqual([
      ['Single Room', 'Quiet.\n\nCourtyard.'],
      ['Double Room', 'From the list.'],
    ]);
  });

  it(`keep at most ${listingLimits.rooms} room types, still merging later entries into those kept`, () => {
    const entries = Array.from({ length: listingLimits.rooms + 20 }, (_, index) => ({
      b_id: index + 1,
      b_name: `Room type ${index + 1}`,
      b_has_room_inventory: 1,
    }));
    const read = rooms(...entries, { b_id: 999, b_name: 'Room type 1', b_has_room_inventory: 1 });
    expect(read).toHaveLength(listingLimits.rooms);
    expect(read[0]?.bookingIds).toEqual(['1', '999']);
    expect(roomTypesWithInventory({ ...emptyListing, rooms: read })).toBe(listingLimits.rooms + 1);
  });
});

describe('facilities', () => {
  it('read the title from instances[0] and the group id as text, null when missing', () => {
    expect(
      facilities(
        { groupId: 11, instances: [{ title: 'Free WiFi' }, { title: 'ignored' }] },
        { groupId: '7', instances: [{ title: 'Bar' }] },
        { instances: [{ title: 'Art gallery' }] },
        { groupId: null, instances: [{ title: 'Sauna' }] },
        { groupId: { id: 3 }, instances: [{ title: 'Lift' }] },
      ),
    ).toEqual([
      { title: 'Free WiFi', groupId: '11' },
      { title: 'Bar', groupId: '7' },
      { title: 'Art gallery', groupId: null },
      { title: 'Sauna', groupId: null },
      { title: 'Lift', groupId: null },
    ]);
  });

  it('skip a facility without a title in its first instance', () => {
    expect(
      facilities(
        { instances: [] },
        { instances: [{}, { title: 'Second' }] },
        { title: 'Top-level' },
        { instances: [{ title: ' ' }] },
      ),
    ).toEqual([]);
  });

  it('keep a title once, the first spelling, whatever its case', () => {
    expect(
      facilities(
        { groupId: 11, instances: [{ title: 'Free WiFi' }] },
        { groupId: 12, instances: [{ title: 'FREE WIFI' }] },
        { instances: [{ title: ' free  wifi ' }] },
        { instances: [{ title: 'Free\u0000 WiFi' }] },
      ),
    ).toEqual([{ title: 'Free WiFi', groupId: '11' }]);
  });

  it(`keep at most ${listingLimits.facilities}`, () => {
    const entries = Array.from({ length: listingLimits.facilities + 5 }, (_, index) => ({
      instances: [{ title: `Facility ${index}` }],
    }));
    expect(facilities(...entries)).toHaveLength(listingLimits.facilities);
  });
});

describe("the property's official stars (issue 32)", () => {
  it.each([
    [{ class: 4 }, 4],
    [{ class: '5' }, 5],
    [{ class: 0 }, undefined],
    [{ class: 3.5 }, undefined],
    [{ class: 9 }, undefined],
    [{ class: 4, class_is_estimated: 1 }, undefined],
    [{}, undefined],
  ])('reads %j as %s stars', (data, stars) => {
    expect(readListing(data).hotelFacts?.starRating).toBe(stars);
  });
});
