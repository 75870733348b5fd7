import { describe, expect, it } from 'vitest';
import {
  contentHints,
  hasAnyContent,
  nextStepsFrom,
  optimizationScore,
  type ContentScoreInputs,
} from './content-score';

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

/** A hotel that did everything the hints ask. */
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

describe('the hints', () => {
  it('say what to do, with how many, and lead to the page that does it', () => {
    expect(contentHints(importedHotel).map(({ text, href }) => [text, href])).toEqual([
      ['Add 6 more photos', '/all-content'],
      ['Add 450 more characters to the hotel description', '/active-content'],
      ['2 rooms have no photo', '/active-content/rooms'],
      ['3 rooms have fewer than 4 photos', '/active-content/rooms'],
      ["Give 2 photos a category (now 'Other')", '/all-content'],
      ['Switch on 8 more facilities (7 so far)', '/active-content'],
      ['1 channel needs reconnecting', '/ota'],
    ]);
  });

  it('ask an empty hotel for its first photos, description, channel and template', () => {
    expect(contentHints(emptyHotel).map((hint) => hint.text)).toEqual([
      'Add 10 more photos',
      'Write the hotel description (700 characters or more)',
      'Switch on 15 more facilities (0 so far)',
      'Connect your first channel (4 available)',
      'Create your first template',
    ]);
  });

  it('ask for 25 photos for full marks once there are 10, and nothing once there are 25', () => {
    const withPhotos = (total: number) =>
      contentHints({ ...completeHotel, photos: { total, uncategorised: 0 } });
    expect(withPhotos(9).map((hint) => hint.text)).toEqual(['Add 1 more photo']);
    expect(withPhotos(10).map((hint) => hint.text)).toEqual([
      'Add 15 more photos for full marks (25 or more)',
    ]);
    expect(withPhotos(25)).toEqual([]);
  });

  it('leave a description of exactly 700 characters alone', () => {
    const at = (longest: number) => contentHints({ ...completeHotel, descriptions: { count: 1, longest } });
    expect(at(699).map((hint) => hint.text)).toEqual(['Add 1 more character to the hotel description']);
    expect(at(700)).toEqual([]);
  });

  it('are none for a hotel that meets every target', () => {
    expect(contentHints(completeHotel)).toEqual([]);
  });
});

describe('the next steps', () => {
  it('are all open for an empty hotel and follow the hints', () => {
    expect(nextStepsFrom(contentHints(emptyHotel))).toEqual([
      { step: 'uploadPhotos', done: false, href: '/all-content' },
      { step: 'writeDescription', done: false, href: '/active-content' },
      { step: 'createTemplate', done: false, href: '/templates' },
      { step: 'connectChannel', done: false, href: '/ota' },
    ]);
  });

  it('count a step done once its target is met, whatever else is left', () => {
    const steps = nextStepsFrom(contentHints(importedHotel));
    expect(steps.map(({ step, done }) => [step, done])).toEqual([
      ['uploadPhotos', false],
      ['writeDescription', false],
      ['createTemplate', true],
      ['connectChannel', true],
    ]);
  });
});

describe('whether a hotel has any content', () => {
  it('is false until a photo, description, template or channel is added', () => {
    expect(hasAnyContent(emptyHotel)).toBe(false);
    expect(hasAnyContent({ ...emptyHotel, templates: 1 })).toBe(true);
    expect(hasAnyContent({ ...emptyHotel, channels: { total: 1, connected: 0, broken: 1 } })).toBe(true);
  });
});
