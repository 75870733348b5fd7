import { describe, expect, it } from 'vitest';
import type { TranslatableTextView } from '@common/translations/schemas';
import { changedDay, groupBySubject, languageState } from './text-groups';

const text = (
  kind: TranslatableTextView['kind'],
  subjectId: string,
  subjectName: string,
): TranslatableTextView => ({
  kind,
  subjectId,
  subjectName,
  language: 'it',
  source: 'Quelle',
  text: null,
  status: 'missing',
  sourceChangedAt: null,
});

describe('the texts per language', () => {
  it('group by what they belong to, in the order listed, a room’s name and description together', () => {
    const groups = groupBySubject([
      text('hotelDescription', 'h1', 'Hotel Seeblick'),
      text('roomName', 'r1', 'Seesuite'),
      text('areaText', 'h1', 'Hotel Seeblick'),
      text('roomDescription', 'r1', 'Seesuite'),
      text('photoCaption', 'p1', 'see.jpg'),
    ]);
    expect(groups.map((group) => [group.type, group.name, group.texts.map((each) => each.kind)])).toEqual([
      ['hotel', 'Hotel Seeblick', ['hotelDescription', 'areaText']],
      ['room', 'Seesuite', ['roomName', 'roomDescription']],
      ['photo', 'see.jpg', ['photoCaption']],
    ]);
  });

  it('mark a language missing before stale before current', () => {
    expect(languageState({ current: 1, stale: 2, missing: 1 })).toBe('missing');
    expect(languageState({ current: 1, stale: 2, missing: 0 })).toBe('stale');
    expect(languageState({ current: 3, stale: 0, missing: 0 })).toBe('current');
  });

  it('write the day a source changed as day and month, with the year when it is another', () => {
    const now = new Date(2026, 10, 28);
    expect(changedDay(new Date(2026, 2, 12, 10).toISOString(), now)).toBe('12 March');
    expect(changedDay(new Date(2025, 11, 31, 10).toISOString(), now)).toBe('31 December 2025');
  });
});
