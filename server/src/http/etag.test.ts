import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from './etag';

describe('matchesIfNoneMatch', () => {
  it('reads a list of tags, over several header lines too', () => {
    expect(matchesIfNoneMatch('"a", "b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch(' "a" ,"b" ', '"a"')).toBe(true);
    expect(matchesIfNoneMatch(['"x"', '"a","b"'], '"b"')).toBe(true);
    expect(matchesIfNoneMatch('"a", "b"', '"c"')).toBe(false);
  });

  it('compares weakly: W/ on either side still matches', () => {
    expect(matchesIfNoneMatch('W/"b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('"b"', 'W/"b"')).toBe(true);
    expect(matchesIfNoneMatch('W/"b"', 'W/"b"')).toBe(true);
  });

  it('matches whole tags only, never * and nothing when the header is missing', () => {
    expect(matchesIfNoneMatch('"bb"', '"b"')).toBe(false);
    expect(matchesIfNoneMatch('b', '"b"')).toBe(false);
    expect(matchesIfNoneMatch('*', '"b"')).toBe(false);
    expect(matchesIfNoneMatch('', '"b"')).toBe(false);
    expect(matchesIfNoneMatch([], '"b"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"b"')).toBe(false);
  });
});
