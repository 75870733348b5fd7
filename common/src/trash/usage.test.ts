import { describe, expect, it } from 'vitest';
import { describeAssetUsage } from './usage';

const none = { publishedTemplates: 0, draftTemplates: 0, hotelGallery: false, rooms: 0 };

describe('describeAssetUsage', () => {
  it('names each place, pluralised, joined with commas and "and"', () => {
    expect(describeAssetUsage({ ...none, publishedTemplates: 1, hotelGallery: true })).toBe(
      'Used in 1 published template and the hotel gallery',
    );
    expect(
      describeAssetUsage({ publishedTemplates: 2, draftTemplates: 1, hotelGallery: true, rooms: 3 }),
    ).toBe('Used in 2 published templates, 1 draft template, the hotel gallery and 3 rooms');
    expect(describeAssetUsage({ ...none, rooms: 1 })).toBe('Used in 1 room');
  });

  it('says plainly when a photo is not used', () => {
    expect(describeAssetUsage(none)).toBe('Not used in any gallery, room or template');
  });
});
