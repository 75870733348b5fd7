import { describe, expect, it } from 'vitest';
import { readinessPhoto, roomPhotos } from './testing/readiness-fixtures';
import { deluxe, deluxeWithPhotos, hotelWith, outcome, seen, withPhoto } from './testing/rule-outcomes';

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

    // Its own alt text (Edit Asset, issue 37) is what the website gives it, whatever its name.
    input.photos[input.photos.length - 1] = {
      ...renamed,
      id: 'shown',
      name: 'IMG_1234.jpg',
      altText: 'A lake view',
    };
    expect(outcome(input, 'website.altTexts').status).toBe('pass');
  });
});
