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
  languages: [],
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
  languages: [{ language: 'en', current: 14, stale: 0, missing: 0 }],
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
  languages: [],
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

/** Each item as the web words it: what to do (kind), its progress (current of target, in its unit), done. */
const rows = (inputs: ContentScoreInputs) =>
  contentChecklist(inputs).map(({ kind, current, target, unit, done }) => [
    kind,
    current,
    target,
    unit,
    done,
  ]);

describe('the checklist (issue 31, point 9)', () => {
  it('gives every item its progress and the page that does it, ticking the ones at their target', () => {
    expect(rows(importedHotel)).toEqual([
      ['photos', 4, 10, 'photos', false],
      ['description', 250, 700, 'characters', false],
      ['template', 1, 1, 'templates', true],
      ['channel', 1, 1, 'channels', true],
      ['photosForFullMarks', 4, 25, 'photos', false],
      ['roomPhotos', 0, 5, 'rooms', false],
      ['categorisedPhotos', 2, 4, 'photos', false],
      ['amenities', 7, 15, 'facilities', false],
      ['workingChannels', 1, 2, 'channels', false],
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
      ['photos', 0, 10, 'photos', false],
      ['description', 0, 700, 'characters', false],
      ['template', 0, 1, 'templates', false],
      ['channel', 0, 1, 'channels', false],
      ['photosForFullMarks', 0, 25, 'photos', false],
      ['amenities', 0, 15, 'facilities', false],
    ]);
  });

  it('ticks photos at 10 and full marks at 25, and stops counting at the target', () => {
    const withPhotos = (total: number) =>
      rows({ ...completeHotel, photos: { total, uncategorised: 0 } }).slice(0, 5);
    expect(withPhotos(8)[0]).toEqual(['photos', 8, 10, 'photos', false]);
    expect(withPhotos(10)[0]).toEqual(['photos', 10, 10, 'photos', true]);
    expect(withPhotos(10)[4]).toEqual(['photosForFullMarks', 10, 25, 'photos', false]);
    expect(withPhotos(30)[4]).toEqual(['photosForFullMarks', 25, 25, 'photos', true]);
  });

  it('ticks a description of exactly 700 characters', () => {
    const at = (longest: number) => rows({ ...completeHotel, descriptions: { count: 1, longest } })[1];
    expect(at(699)).toEqual(['description', 699, 700, 'characters', false]);
    expect(at(700)).toEqual(['description', 700, 700, 'characters', true]);
  });

  it('is all ticked for a hotel that meets every target', () => {
    expect(contentChecklist(completeHotel).every((entry) => entry.done)).toBe(true);
  });

  it('sends no English text, only what each item is and its numbers, for every language to word', () => {
    expect(contentChecklist(importedHotel)[0]).toEqual({
      kind: 'photos',
      current: 4,
      target: 10,
      unit: 'photos',
      done: false,
      href: '/all-content',
    });
  });
});

describe('the texts in each served language (issue 37)', () => {
  const serving = (languages: ContentScoreInputs['languages']) =>
    contentChecklist({ ...completeHotel, languages }).filter((entry) => entry.kind === 'languageTexts');

  it('has an item per served language with its missing and stale texts, leading to the content page in it', () => {
    const items = serving([
      { language: 'it', current: 5, stale: 2, missing: 3 },
      { language: 'fr', current: 10, stale: 0, missing: 0 },
    ]);
    expect(items).toEqual([
      {
        kind: 'languageTexts',
        current: 5,
        target: 10,
        unit: 'texts',
        done: false,
        href: '/active-content?lang=it',
        language: { code: 'it', missing: 3, stale: 2 },
      },
      {
        kind: 'languageTexts',
        current: 10,
        target: 10,
        unit: 'texts',
        done: true,
        href: '/active-content?lang=fr',
        language: { code: 'fr', missing: 0, stale: 0 },
      },
    ]);
  });

  it('comes after the facilities, and has none for a language without texts to translate or a hotel serving one language', () => {
    const kinds = contentChecklist({
      ...importedHotel,
      languages: [{ language: 'it', current: 0, stale: 1, missing: 0 }],
    }).map((entry) => entry.kind);
    expect(kinds.slice(-3)).toEqual(['amenities', 'languageTexts', 'workingChannels']);
    expect(serving([{ language: 'it', current: 0, stale: 0, missing: 0 }])).toEqual([]);
    expect(serving([])).toEqual([]);
  });
});

describe('whether a hotel has any content', () => {
  it('is false until a photo, description, template or channel is added', () => {
    expect(hasAnyContent(emptyHotel)).toBe(false);
    expect(hasAnyContent({ ...emptyHotel, templates: 1 })).toBe(true);
    expect(hasAnyContent({ ...emptyHotel, channels: { total: 1, connected: 0, broken: 1 } })).toBe(true);
  });
});
