import { describe, expect, it } from 'vitest';
import { readinessPhoto, readyHotel } from './testing/readiness-fixtures';
import {
  deluxe,
  deluxeWithPhotos,
  hotelWith,
  outcome,
  passes,
  seen,
  withPhoto,
} from './testing/rule-outcomes';

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
