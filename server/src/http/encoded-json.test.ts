import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './encoded-json';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR;Q=0.0, GZIP', 'gzip'],
    ['br;q=0.1', 'br'],
    ['*', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
  ])('%j -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
