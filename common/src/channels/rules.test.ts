import { describe, expect, it } from 'vitest';
import { evaluateReadiness } from './evaluate';
import type { ReadinessInput, ReadinessPhoto, RuleOutcome } from './readiness';
import { channelRules } from './rules';
import { readinessPhoto, readyHotel, roomPhotos } from './testing/readiness-fixtures';

/** The outcome of one rule for a hotel. */
function outcome(input: ReadinessInput, ruleId: string): RuleOutcome {
  const found = evaluateReadiness(input)
    .flatMap((channel) => channel.outcomes)
    .find((each) => each.ruleId === ruleId);
  if (!found) throw new Error(`No rule ${ruleId}`);
  return found;
}

/** What a user reads of an outcome: its status and each item's kind, id, status and numbers. */
const seen = ({ status, items }: RuleOutcome) => ({
  status,
  items: items.map(({ kind, id, status: itemStatus, values }) => ({ kind, id, status: itemStatus, values })),
});

/** The ready hotel changed by `change`. */
function hotelWith(change: (input: ReadinessInput) => void): ReadinessInput {
  const input = readyHotel();
  change(input);
  return input;
}

/** The ready hotel with one more photo in its library (and hotel gallery, after the cover). */
function withPhoto(photo: Partial<ReadinessPhoto>) {
  const added = readinessPhoto(photo);
  const input = hotelWith((hotel) => {
    hotel.photos.push(added);
    hotel.hotel.galleryPhotoIds.push(added.id);
  });
  return { input, added };
}

const deluxe = (input: ReadinessInput) => input.rooms[0]!;

/** The deluxe room's gallery cut to its first `count` photos. */
const deluxeWithPhotos = (count: number) =>
  hotelWith((input) => {
    deluxe(input).photoIds = deluxe(input).photoIds.slice(0, count);
  });

const passes = { status: 'pass', items: [] };

describe('the rule table', () => {
  it('has stable ids <channel>.<rule>, each once', () => {
    const ids = channelRules.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of channelRules) expect(rule.id).toMatch(new RegExp(`^${rule.channel}\\.[a-zA-Z]+$`));
  });

  it('passes a hotel that does everything, on every rule of every channel', () => {
    for (const channel of evaluateReadiness(readyHotel()))
      for (const each of channel.outcomes) expect([each.ruleId, each.status]).toEqual([each.ruleId, 'pass']);
  });
});

describe.each(['booking', 'agoda', 'hrs'])('%s (the Booking.com set)', (channel) => {
  it('roomPhotos: a room with 2 photos fails (2 of at least 4), with 4 it passes', () => {
    expect(seen(outcome(deluxeWithPhotos(2), `${channel}.roomPhotos`))).toEqual({
      status: 'fail',
      items: [
        {
          kind: 'room',
          id: 'room-deluxe',
          status: 'fail',
          values: { room: 'Deluxe Double Room', count: 2, min: 4 },
        },
      ],
    });
    expect(seen(outcome(deluxeWithPhotos(4), `${channel}.roomPhotos`))).toEqual(passes);
  });

  it('roomPhotos: the room that fails is shown with its cover, or no picture while it has none', () => {
    const twoPhotos = deluxeWithPhotos(2);
    const cover = twoPhotos.photos.find((photo) => photo.id === deluxe(twoPhotos).photoIds[0])!;
    expect(outcome(twoPhotos, `${channel}.roomPhotos`).items[0]!.thumbUrl).toBe(cover.thumbUrl);
    expect(outcome(deluxeWithPhotos(0), `${channel}.roomPhotos`).items[0]!.thumbUrl).toBeNull();
  });

  it('roomPhotos: a photo whose original is missing does not count', () => {
    const input = hotelWith((hotel) => {
      hotel.photos.find((photo) => photo.id === deluxe(hotel).photoIds[0])!.fileMissing = true;
    });
    expect(outcome(input, `${channel}.roomPhotos`).items[0]?.values).toMatchObject({ count: 3, min: 4 });
  });

  it('bathroomPhotos: a room without a bathroom photo fails (0 of at least 1)', () => {
    const input = deluxeWithPhotos(3);
    expect(seen(outcome(input, `${channel}.bathroomPhotos`)).items).toEqual([
      {
        kind: 'room',
        id: 'room-deluxe',
        status: 'fail',
        values: { room: 'Deluxe Double Room', count: 0, min: 1 },
      },
    ]);
    expect(outcome(readyHotel(), `${channel}.bathroomPhotos`).status).toBe('pass');
  });

  it('minimumSize: a photo below 300 × 300 px is refused', () => {
    const { input, added } = withPhoto({ name: 'Logo', width: 299, height: 500 });
    expect(seen(outcome(input, `${channel}.minimumSize`)).items).toEqual([
      {
        kind: 'photo',
        id: added.id,
        status: 'fail',
        values: { photo: 'Logo', width: 299, height: 500, minWidth: 300, minHeight: 300 },
      },
    ]);
    expect(outcome(withPhoto({ width: 300, height: 300 }).input, `${channel}.minimumSize`).status).toBe(
      'pass',
    );
  });

  it('displaySize: an 850 × 400 photo is not shown (below 840 × 460), 840 × 460 is', () => {
    const { input, added } = withPhoto({ name: 'Breakfast', width: 850, height: 400 });
    expect(seen(outcome(input, `${channel}.displaySize`)).items).toEqual([
      {
        kind: 'photo',
        id: added.id,
        status: 'fail',
        values: { photo: 'Breakfast', width: 850, height: 400, minWidth: 840, minHeight: 460 },
      },
    ]);
    expect(outcome(input, `${channel}.minimumSize`).status).toBe('pass');
    expect(outcome(withPhoto({ width: 840, height: 460 }).input, `${channel}.displaySize`).status).toBe(
      'pass',
    );
  });

  it('recommendedSize: below 2048 × 1536 px worth of pixels warns; a 2000 × 2000 photo has enough', () => {
    const { input, added } = withPhoto({ name: 'Sauna', width: 1600, height: 1200 });
    expect(seen(outcome(input, `${channel}.recommendedSize`))).toEqual({
      status: 'warn',
      items: [
        {
          kind: 'photo',
          id: added.id,
          status: 'warn',
          values: { photo: 'Sauna', width: 1600, height: 1200, minWidth: 2048, minHeight: 1536 },
        },
      ],
    });
    expect(
      seen(outcome(withPhoto({ width: 2000, height: 2000 }).input, `${channel}.recommendedSize`)),
    ).toEqual(passes);
  });

  it('recommendedSize: a photo whose original is missing fails it, naming the reason', () => {
    const { input, added } = withPhoto({ name: 'Terrace', fileMissing: true });
    expect(seen(outcome(input, `${channel}.recommendedSize`))).toEqual({
      status: 'fail',
      items: [
        {
          kind: 'photo',
          id: added.id,
          status: 'fail',
          values: { photo: 'Terrace', reason: 'fileMissing', minWidth: 2048, minHeight: 1536 },
        },
      ],
    });
  });

  it('maxPhotos: more photos than the channel takes fail, with the count', () => {
    const max = channel === 'hrs' ? 50 : 299;
    const input = hotelWith((hotel) => {
      while (hotel.photos.length <= max) hotel.photos.push(readinessPhoto());
    });
    expect(seen(outcome(input, `${channel}.maxPhotos`)).items).toEqual([
      { kind: 'hotel', id: 'photos', status: 'fail', values: { count: max + 1, max } },
    ]);
    input.photos.pop();
    expect(outcome(input, `${channel}.maxPhotos`).status).toBe('pass');
  });

  it('description: shorter than 700 characters fails, with its length', () => {
    const input = hotelWith((hotel) => {
      hotel.hotel.descriptionLength = 699;
    });
    expect(seen(outcome(input, `${channel}.description`)).items).toEqual([
      { kind: 'hotel', id: 'description', status: 'fail', values: { length: 699, min: 700 } },
    ]);
    input.hotel.descriptionLength = 700;
    expect(outcome(input, `${channel}.description`).status).toBe('pass');
  });

  it('topFacilities: a top facility not switched on warns as not stated; any parking counts', () => {
    const input = hotelWith((hotel) => {
      hotel.facilities = hotel.facilities.filter(
        (id) => !['free-wifi', 'free-parking', 'breakfast'].includes(id),
      );
      hotel.facilities.push('street-parking');
    });
    expect(seen(outcome(input, `${channel}.topFacilities`))).toEqual({
      status: 'warn',
      items: [
        { kind: 'hotel', id: 'wifi', status: 'warn', values: { facility: 'wifi' } },
        { kind: 'hotel', id: 'breakfast', status: 'warn', values: { facility: 'breakfast' } },
      ],
    });
    expect(outcome(input, `${channel}.topFacilities`).values).toEqual({ total: 7 });
  });

  it('checkInOut: a time not stated fails; either end of a range states it', () => {
    const input = hotelWith((hotel) => {
      hotel.policies.checkOut = { from: null, until: null };
    });
    expect(seen(outcome(input, `${channel}.checkInOut`)).items).toEqual([
      { kind: 'hotel', id: 'checkOut', status: 'fail', values: { time: 'checkOut' } },
    ]);
    input.policies.checkOut = { from: '07:00', until: null };
    expect(outcome(input, `${channel}.checkInOut`).status).toBe('pass');
  });

  it('coverPhoto: a cover of neither the exterior nor a room fails; a room photo or exterior passes', () => {
    const { input, added } = withPhoto({ name: 'Logo', category: 'Other' });
    input.hotel.galleryPhotoIds = [added.id, ...input.hotel.galleryPhotoIds.slice(0, -1)];
    expect(seen(outcome(input, `${channel}.coverPhoto`))).toEqual({
      status: 'fail',
      items: [{ kind: 'photo', id: added.id, status: 'fail', values: { photo: 'Logo' } }],
    });
    expect(outcome(input, `${channel}.coverPhoto`).fix).toEqual({ kind: 'hotelGallery' });
    // A photo of a room's gallery, whatever its category.
    input.hotel.galleryPhotoIds[0] = deluxe(input).photoIds[0]!;
    expect(outcome(input, `${channel}.coverPhoto`).status).toBe('pass');
    input.hotel.galleryPhotoIds = [];
    expect(seen(outcome(input, `${channel}.coverPhoto`)).items).toEqual([
      { kind: 'hotel', id: 'cover', status: 'fail', values: {} },
    ]);
  });
});

describe('expedia', () => {
  it('roomPhotos and bathroomPhotos: 4 per room type, 1 of its bathroom', () => {
    expect(seen(outcome(deluxeWithPhotos(3), 'expedia.roomPhotos')).items[0]?.values).toEqual({
      room: 'Deluxe Double Room',
      count: 3,
      min: 4,
    });
    expect(outcome(deluxeWithPhotos(3), 'expedia.bathroomPhotos').items[0]?.values).toEqual({
      room: 'Deluxe Double Room',
      count: 0,
      min: 1,
    });
    expect(outcome(readyHotel(), 'expedia.roomPhotos').status).toBe('pass');
  });

  it('hotelPhotos: an exterior and a lobby photo; one whose file is missing does not count', () => {
    const input = hotelWith((hotel) => {
      hotel.photos.find((photo) => photo.subjects.includes('lobby'))!.fileMissing = true;
    });
    expect(seen(outcome(input, 'expedia.hotelPhotos'))).toEqual({
      status: 'fail',
      items: [{ kind: 'hotel', id: 'lobby', status: 'fail', values: { subject: 'lobby', min: 1 } }],
    });
  });

  it('amenityPhotos: a key amenity switched on needs a photo; one switched off does not', () => {
    const input = hotelWith((hotel) => {
      hotel.photos = hotel.photos.filter(
        (photo) => !photo.subjects.includes('pool') && !photo.subjects.includes('spa'),
      );
      hotel.facilities = hotel.facilities.filter((id) => id !== 'spa-wellness-centre');
    });
    expect(seen(outcome(input, 'expedia.amenityPhotos')).items).toEqual([
      { kind: 'hotel', id: 'pool', status: 'fail', values: { amenity: 'pool', min: 1 } },
    ]);
  });

  it('minimumSize: a long edge below 1000 px fails, in either orientation', () => {
    const { input, added } = withPhoto({ name: 'Lift', width: 600, height: 999 });
    expect(seen(outcome(input, 'expedia.minimumSize')).items).toEqual([
      {
        kind: 'photo',
        id: added.id,
        status: 'fail',
        values: { photo: 'Lift', width: 600, height: 999, min: 1000 },
      },
    ]);
    expect(outcome(withPhoto({ width: 600, height: 1000 }).input, 'expedia.minimumSize').status).toBe('pass');
  });

  it('recommendedSize: a 2000 × 2000 photo warns on Expedia’s recommendation only', () => {
    const { input, added } = withPhoto({ name: 'Square', width: 2000, height: 2000 });
    const concerning = evaluateReadiness(input)
      .flatMap((channel) => channel.outcomes)
      .filter((each) => each.items.some((item) => item.id === added.id))
      .map((each) => [each.ruleId, each.status]);
    expect(concerning).toEqual([['expedia.recommendedSize', 'warn']]);
    expect(seen(outcome(input, 'expedia.recommendedSize')).items).toEqual([
      {
        kind: 'photo',
        id: added.id,
        status: 'warn',
        values: { photo: 'Square', width: 2000, height: 2000, min: 2880 },
      },
    ]);
  });

  it('fileSize: above 15 MB fails, its size rounded up to 0.1 MB', () => {
    const { input, added } = withPhoto({ name: 'Panorama', size: 15_000_001 });
    expect(seen(outcome(input, 'expedia.fileSize')).items).toEqual([
      {
        kind: 'photo',
        id: added.id,
        status: 'fail',
        values: { photo: 'Panorama', megabytes: 15.1, maxMegabytes: 15 },
      },
    ]);
    expect(outcome(withPhoto({ size: 15_000_000 }).input, 'expedia.fileSize').status).toBe('pass');
  });

  it('roomOccupancy: occupancy and beds for every room, naming what is missing', () => {
    const input = hotelWith((hotel) => {
      hotel.rooms[0]!.facts.beds = [];
      hotel.rooms[1]!.facts = { ...hotel.rooms[1]!.facts, maxOccupancy: null, beds: [] };
    });
    expect(seen(outcome(input, 'expedia.roomOccupancy')).items).toEqual([
      {
        kind: 'room',
        id: 'room-deluxe',
        status: 'fail',
        values: { room: 'Deluxe Double Room', missing: 'beds' },
      },
      { kind: 'room', id: 'room-single', status: 'fail', values: { room: 'Single Room', missing: 'both' } },
    ]);
    expect(outcome(input, 'expedia.roomOccupancy').fix).toEqual({ kind: 'roomFacts', roomId: 'room-deluxe' });
  });
});

describe('google', () => {
  it('aspectRatio: a long side more than twice the short side fails; exactly twice passes', () => {
    const { input, added } = withPhoto({ name: 'Panorama', width: 4001, height: 2000 });
    expect(seen(outcome(input, 'google.aspectRatio')).items).toEqual([
      {
        kind: 'photo',
        id: added.id,
        status: 'fail',
        values: { photo: 'Panorama', width: 4001, height: 2000, maxRatio: 2 },
      },
    ]);
    expect(outcome(withPhoto({ width: 1000, height: 2000 }).input, 'google.aspectRatio').status).toBe('pass');
  });

  it('recommendedSize: sides outside 720-3000 px warn', () => {
    const small = withPhoto({ name: 'Small', width: 1000, height: 719 });
    expect(seen(outcome(small.input, 'google.recommendedSize'))).toEqual({
      status: 'warn',
      items: [
        {
          kind: 'photo',
          id: small.added.id,
          status: 'warn',
          values: { photo: 'Small', width: 1000, height: 719, min: 720, max: 3000 },
        },
      ],
    });
    expect(outcome(withPhoto({ width: 3001, height: 2000 }).input, 'google.recommendedSize').status).toBe(
      'warn',
    );
    expect(outcome(withPhoto({ width: 720, height: 720 }).input, 'google.recommendedSize').status).toBe(
      'pass',
    );
  });

  it('fileSize: above 5 MB fails', () => {
    const { input, added } = withPhoto({ name: 'Lobby', size: 7_250_000 });
    expect(seen(outcome(input, 'google.fileSize')).items).toEqual([
      {
        kind: 'photo',
        id: added.id,
        status: 'fail',
        values: { photo: 'Lobby', megabytes: 7.3, maxMegabytes: 5 },
      },
    ]);
  });

  it('contact: address, phone and website, each missing one named', () => {
    const input = hotelWith((hotel) => {
      hotel.hotel.phone = null;
      hotel.hotel.website = '  ';
    });
    expect(seen(outcome(input, 'google.contact'))).toEqual({
      status: 'fail',
      items: [
        { kind: 'hotel', id: 'phone', status: 'fail', values: { field: 'phone' } },
        { kind: 'hotel', id: 'website', status: 'fail', values: { field: 'website' } },
      ],
    });
    expect(outcome(input, 'google.contact').fix).toEqual({ kind: 'hotelSettings' });
  });
});

describe('the hotel website', () => {
  it('roomPhotos: at least 3 per room', () => {
    expect(outcome(deluxeWithPhotos(2), 'website.roomPhotos').items[0]?.values).toEqual({
      room: 'Deluxe Double Room',
      count: 2,
      min: 3,
    });
    expect(outcome(deluxeWithPhotos(3), 'website.roomPhotos').status).toBe('pass');
  });

  it('roomDescriptions: a room without a description fails, fixed at its description', () => {
    const input = hotelWith((hotel) => {
      hotel.rooms[1]!.descriptionLength = 0;
    });
    const result = outcome(input, 'website.roomDescriptions');
    expect(seen(result).items).toEqual([
      { kind: 'room', id: 'room-single', status: 'fail', values: { room: 'Single Room' } },
    ]);
    expect(result.items[0]?.fix).toEqual({ kind: 'roomDescription', roomId: 'room-single' });
  });

  it('altTexts: a shown photo named by the camera fails; a library photo the website does not show is not checked', () => {
    const input = hotelWith((hotel) => {
      hotel.photos.push(readinessPhoto({ id: 'not-shown', name: 'DSC0001.JPG' }));
    });
    const renamed = roomPhotos()[0]!;
    expect(outcome(input, 'website.altTexts').status).toBe('pass');
    input.photos.push({ ...renamed, id: 'shown', name: 'IMG_1234.jpg' });
    deluxe(input).photoIds.push('shown');
    expect(seen(outcome(input, 'website.altTexts')).items).toEqual([
      { kind: 'photo', id: 'shown', status: 'fail', values: { photo: 'IMG_1234.jpg' } },
    ]);
    expect(outcome(input, 'website.altTexts').fix).toEqual({ kind: 'editAsset', assetId: 'shown' });
  });
});
