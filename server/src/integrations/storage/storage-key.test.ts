import { describe, expect, it } from 'vitest';
import { isValidStorageKey } from './storage-key';

describe('storage keys', () => {
  it.each([
    'profile-photos/0b6c2f4e-1111-4a2b-9c3d-123456789abc/1700000000000.jpg',
    'hotel-assets/42/1700000000000-a1b2c3.webp',
    'a',
    'a.b.c/d_e-f',
  ])('accepts %j', (key) => {
    expect(isValidStorageKey(key)).toBe(true);
  });

  it.each([
    '',
    '../x',
    'a/../b',
    'a/..',
    '..',
    'a..b',
    '/abs',
    'a/',
    'a//b',
    'a\\b',
    '.hidden',
    'a/.tmp',
    'a b',
    'a%2fb',
    'a?b',
    'ümlaut',
    'x'.repeat(513),
  ])('refuses %j', (key) => {
    expect(isValidStorageKey(key)).toBe(false);
  });
});
