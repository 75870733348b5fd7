import { describe, expect, it } from 'vitest';
import type { ListingRoom } from '../../integrations/booking/listing';
import { featuredPerKind, planPhotos } from './photo-plan';

const room = (...bookingIds: string[]): ListingRoom => ({
  bookingIds,
  name: `Room ${bookingIds.join('+')}`,
  withInventory: 1,
  description: null,
});
const photos = (...roomIds: string[][]) => roomIds.map((ids) => ({ roomIds: ids }));

describe('room or property photo', () => {
  it('is a room photo only when it shows one of the listing rooms, by any of its ids', () => {
    const plan = planPhotos(photos([], ['1'], ['2b'], ['9'], ['9', '2a']), [room('1'), room('2a', '2b')]);
    expect(plan.photos.map((photo) => photo.category)).toEqual([
      'Property',
      'Room Photos',
      'Room Photos',
      'Property',
      'Room Photos',
    ]);
    expect(plan.roomPhotos).toEqual([[1], [2, 4]]);
    expect(plan.propertyPhotos).toEqual([0, 3]);
  });

  it('is the property photo when its rooms are not in the listing, or there are no rooms at all', () => {
    const plan = planPhotos(photos(['404'], ['405', '406']), []);
    expect(plan.photos.map((photo) => photo.category)).toEqual(['Property', 'Property']);
    expect(plan.roomPhotos).toEqual([]);
    expect(plan.propertyPhotos).toEqual([0, 1]);
  });

  it('answers nothing for no photos, and an empty gallery for each room', () => {
    expect(planPhotos([], [room('1'), room('2')])).toEqual({
      photos: [],
      roomPhotos: [[], []],
      propertyPhotos: [],
    });
  });
});

describe('featured and cover tags', () => {
  it(`tags the first ${featuredPerKind} photos of each kind featured, counted separately`, () => {
    const plan = planPhotos(photos([], ['1'], [], ['1'], [], ['1'], [], ['1'], ['1'], []), [room('1')]);
    const featured = plan.photos.flatMap((photo, index) => (photo.tags.includes('featured') ? [index] : []));
    expect(featured).toEqual([0, 1, 2, 3, 4, 5]);
    expect(featuredPerKind).toBe(3);
  });

  it('tags the first photo of each room cover, and only that one', () => {
    const plan = planPhotos(photos(['1'], ['2'], ['1'], ['2'], ['3']), [room('1'), room('2'), room('3')]);
    expect(plan.photos.map((photo) => photo.tags.includes('cover'))).toEqual([
      true,
      true,
      false,
      false,
      true,
    ]);
    expect(plan.roomPhotos).toEqual([[0, 2], [1, 3], [4]]);
  });

  it('never tags a property photo cover (the property cover is its first position)', () => {
    const plan = planPhotos(photos([], []), [room('1')]);
    expect(plan.photos.map((photo) => photo.tags)).toEqual([['featured'], ['featured']]);
  });
});

describe('a photo of two rooms', () => {
  it('is in both galleries and tagged cover once when it comes first for both', () => {
    const plan = planPhotos(photos(['1', '2'], ['2']), [room('1'), room('2')]);
    expect(plan.roomPhotos).toEqual([[0], [0, 1]]);
    expect(plan.photos[0]).toEqual({ category: 'Room Photos', tags: ['featured', 'cover'] });
    expect(plan.photos[1]).toEqual({ category: 'Room Photos', tags: ['featured'] });
  });

  it('is tagged cover when it is the first photo of one of its rooms though not of the other', () => {
    const plan = planPhotos(photos(['1'], ['1', '2']), [room('1'), room('2')]);
    expect(plan.roomPhotos).toEqual([[0, 1], [1]]);
    expect(plan.photos.map((photo) => photo.tags)).toEqual([
      ['featured', 'cover'],
      ['featured', 'cover'],
    ]);
  });

  it('counts once for a room listed under two of its ids, and once toward the featured room photos', () => {
    const plan = planPhotos(photos(['1a', '1b'], ['1b'], ['1a'], ['1a']), [room('1a', '1b')]);
    expect(plan.roomPhotos).toEqual([[0, 1, 2, 3]]);
    expect(plan.photos.map((photo) => photo.tags)).toEqual([
      ['featured', 'cover'],
      ['featured'],
      ['featured'],
      [],
    ]);
  });
});
