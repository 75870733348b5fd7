import { describe, expect, it } from 'vitest';
import { changedFields, changeValueMaxChars, keptValue } from './changes';

describe('the fields an edit changed', () => {
  it('keeps each changed field with its values before and after, and leaves out the rest', () => {
    expect(
      changedFields([
        ['Name', 'Suite', 'Junior Suite'],
        ['Size (m²)', '40', '40'],
        ['View', null, 'sea'],
        ['Beds', '1 double', null],
      ]),
    ).toEqual([
      { field: 'Name', before: 'Suite', after: 'Junior Suite' },
      { field: 'View', before: null, after: 'sea' },
      { field: 'Beds', before: '1 double', after: null },
    ]);
  });

  it('counts an empty text as no value', () => {
    expect(changedFields([['Usage', '', null]])).toEqual([]);
    expect(changedFields([['Usage', '', 'For Easter']])).toEqual([
      { field: 'Usage', before: null, after: 'For Easter' },
    ]);
  });

  it('keeps a long text whole up to the limit and cuts it on a word beyond, marked', () => {
    const whole = 'word '.repeat(changeValueMaxChars / 5).trim();
    expect(keptValue(whole)).toBe(whole);
    const long = 'Zimmer mit Blick '.repeat(1_200);
    const kept = keptValue(long)!;
    expect(kept.length).toBeLessThanOrEqual(changeValueMaxChars);
    expect(kept.endsWith(' […]')).toBe(true);
    expect(long.startsWith(kept.slice(0, -' […]'.length))).toBe(true);
    expect(kept.slice(0, -' […]'.length)).toMatch(/(Zimmer|mit|Blick)$/);
  });
});
