import { describe, expect, it } from 'vitest';
import { contentChecklist, hasAnyContent, optimizationScore, type ContentScoreInputs } from './content-score';

/** A hotel just through onboarding, without an import: nothing yet. */
const emptyHotel: ContentScoreInputs = {
  channels: { total: 0, connected: 0, broken: 0 },
  photos: { total: 0, uncategorised: 0 },
  descriptions: { count: 0, longest: 0 },
  recentUpdates: 0,
  rooms: { total: 0, withoutPhotos: 0, withFewPhotos: 0 },
  amenities: 0,
  templates: 0,
};

/** A hotel that did everything the checklist asks. */
const completeHotel: ContentScoreInputs = {
  channels: { total: 2, connected: 2, broken: 0 },
  photos: { total: 200, uncategorised: 0 },
  descriptions: { count: 2, longest: 1200 },
  recentUpdates: 12,
  rooms: { total: 6, withoutPhotos: 0, withFewPhotos: 0 },
  amenities: 20,
  templates: 3,
};

/** An imported hotel: 4 photos, two of them uncategorised, a short description, one channel broken. */
const importedHotel: ContentScoreInputs = {
  channels: { total: 2, connected: 1, broken: 1 },
  photos: { total: 4, uncategorised: 2 },
  descriptions: { count: 1, longest: 250 },
  recentUpdates: 5,
  rooms: { total: 5, withoutPhotos: 2, withFewPhotos: 3 },
  amenities: 7,
  templates: 1,
};

describe('the optimization score (spec part 1, section 9)', () => {
  it('is 0 for an empty hotel and 100 for a complete one', () => {
    expect(optimizationScore(emptyHotel)).toBe(0);
    expect(optimizationScore(completeHotel)).toBe(100);
  });

  it('adds the connected share times 30, 0.2 per photo and description (at most 40), updates / 10 times 30', () => {
    // 1/2 * 30 = 15; (4 + 1) * 0.2 = 1; 5 / 10 * 30 = 15 -> 31
    expect(optimizationScore(importedHotel)).toBe(31);
  });

  it('caps the content part at 40 and the activity part at 30, and rounds', () => {
    const busy = { ...emptyHotel, photos: { total: 500, uncategorised: 0 }, recentUpdates: 40 };
    expect(optimizationScore(busy)).toBe(70);
    // 7 * 0.2 = 1.4 and 1 / 10 * 30 = 3 -> 4.4 -> 4
    expect(
      optimizationScore({ ...emptyHotel, photos: { total: 7, uncategorised: 0 }, recentUpdates: 1 }),
    ).toBe(4);
  });
});

const rows = (inputs: ContentScoreInputs) =>
  contentChecklist(inputs).map(({ label, progress, done }) => [label, progress, done]);

describe('the checklist (issue 31, point 9)', () => {
  it('gives every item its progress and the page that does it, ticking the ones at their target', () => {
    expect(rows(importedHotel)).toEqual([
      ['Upload photos', '4 of 10 photos', false],
      ['Write the hotel description', '250 of 700 characters', false],
      ['Create a template', '1 of 1 template', true],
      ['Connect a channel', '1 of 1 channel', true],
      ['Add photos for full marks', '4 of 25 photos', false],
      ['Give every room 4 photos', '0 of 5 rooms', false],
      ["Give every photo a category (not 'Other')", '2 of 4 photos', false],
      ['Switch on your facilities', '7 of 15 facilities', false],
      ['Reconnect your channels', '1 of 2 channels', false],
    ]);
    expect(contentChecklist(importedHotel).map((entry) => entry.href)).toEqual([
      '/all-content',
      '/active-content',
      '/templates',
      '/ota',
      '/all-content',
      '/active-content/rooms',
      '/all-content',
      '/active-content',
      '/ota',
    ]);
  });

  it('asks an empty hotel for the first steps only, rooms and categories once there are rooms and photos', () => {
    expect(rows(emptyHotel)).toEqual([
      ['Upload photos', '0 of 10 photos', false],
      ['Write the hotel description', '0 of 700 characters', false],
      ['Create a template', '0 of 1 template', false],
      ['Connect a channel', '0 of 1 channel', false],
      ['Add photos for full marks', '0 of 25 photos', false],
      ['Switch on your facilities', '0 of 15 facilities', false],
    ]);
  });

  it('ticks photos at 10 and full marks at 25, and stops counting at the target', () => {
    const withPhotos = (total: number) =>
      rows({ ...completeHotel, photos: { total, uncategorised: 0 } }).slice(0, 5);
    expect(withPhotos(8)[0]).toEqual(['Upload photos', '8 of 10 photos', false]);
    expect(withPhotos(10)[0]).toEqual(['Upload photos', '10 of 10 photos', true]);
    expect(withPhotos(10)[4]).toEqual(['Add photos for full marks', '10 of 25 photos', false]);
    expect(withPhotos(30)[4]).toEqual(['Add photos for full marks', '25 of 25 photos', true]);
  });

  it('ticks a description of exactly 700 characters', () => {
    const at = (longest: number) => rows({ ...completeHotel, descriptions: { count: 1, longest } })[1];
    expect(at(699)?.[2]).toBe(false);
    expect(at(700)).toEqual(['Write the hotel description', '700 of 700 characters', true]);
  });

  it('is all ticked for a hotel that meets every target', () => {
    expect(contentChecklist(completeHotel).every((entry) => entry.done)).toBe(true);
  });
});

describe('whether a hotel has any content', () => {
  it('is false until a photo, description, template or channel is added', () => {
    expect(hasAnyContent(emptyHotel)).toBe(false);
    expect(hasAnyContent({ ...emptyHotel, templates: 1 })).toBe(true);
    expect(hasAnyContent({ ...emptyHotel, channels: { total: 1, connected: 0, broken: 1 } })).toBe(true);
  });
});
