import { describe, expect, it } from 'vitest';
import { evaluateReadiness } from './evaluate';
import { readyHotel } from './testing/readiness-fixtures';
import { deluxeWithPhotos, hotelWith, outcome, seen, withPhoto } from './testing/rule-outcomes';

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
