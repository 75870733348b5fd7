import { describe, expect, it } from 'vitest';
import type { StoredTextRow, TextSourceRow } from './repository';
import { countsByLanguage, missingTexts, textsInLanguage, type HotelTexts } from './texts-model';

const source = (kind: TextSourceRow['kind'], subjectId: string, text: string): TextSourceRow => ({
  kind,
  subjectId,
  subjectName: subjectId,
  source: text,
});
const stored = (
  kind: StoredTextRow['kind'],
  subjectId: string,
  language: StoredTextRow['language'],
  content: string,
  sourceChangedAt: string | null = null,
): StoredTextRow => ({ kind, subjectId, language, content, sourceChangedAt });

const hotel: HotelTexts = {
  primaryLanguage: 'de',
  sources: [
    source('hotelDescription', 'h', 'Ein Haus am See.'),
    source('areaText', 'h', ''),
    source('roomName', 'r1', 'Doppelzimmer'),
    source('roomDescription', 'r1', 'Hell.'),
  ],
  stored: [
    stored('hotelDescription', 'h', 'it', 'Una casa sul lago.', '2026-03-12T09:00:00.000Z'),
    stored('roomName', 'r1', 'it', 'Camera doppia'),
    stored('roomName', 'r1', 'en', 'Double room'),
    // A translation of a text whose source is empty has nothing to be kept in step with: not listed, not counted.
    stored('areaText', 'h', 'it', 'Vicino alla stazione.'),
  ],
};

describe('texts in step with their source', () => {
  it('a translation is current until its source changes, then stale with the time of that change', () => {
    const italian = textsInLanguage(hotel, 'it');
    expect(italian.map(({ kind, status, sourceChangedAt }) => [kind, status, sourceChangedAt])).toEqual([
      ['hotelDescription', 'stale', '2026-03-12T09:00:00.000Z'],
      ['roomName', 'current', null],
      ['roomDescription', 'missing', null],
    ]);
    expect(italian[0]).toMatchObject({ source: 'Ein Haus am See.', text: 'Una casa sul lago.' });
  });

  it('in the primary language every text is its own source, current', () => {
    expect(textsInLanguage(hotel, 'de').map(({ text, status }) => [text, status])).toEqual([
      ['Ein Haus am See.', 'current'],
      ['Doppelzimmer', 'current'],
      ['Hell.', 'current'],
    ]);
  });

  it('counts each served language but the primary', () => {
    expect(countsByLanguage(hotel, ['de', 'en', 'it', 'fr'])).toEqual({
      en: { current: 1, stale: 0, missing: 2 },
      it: { current: 1, stale: 1, missing: 1 },
      fr: { current: 0, stale: 0, missing: 3 },
    });
  });

  it("'Translate all missing' takes only missing texts, never stale ones or the primary language", () => {
    expect(
      missingTexts(hotel, ['de', 'it', 'en']).map(({ source: text, language }) => `${text.kind}:${language}`),
    ).toEqual(['hotelDescription:en', 'roomDescription:it', 'roomDescription:en']);
  });
});
