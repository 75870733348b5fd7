import { describe, expect, it } from 'vitest';
import { fixRole, fixTargetLink } from './fix-target-link';

describe('fixTargetLink', () => {
  it('opens the content page in the language a per-language rule names (issue 37)', () => {
    expect(fixTargetLink({ kind: 'contentLanguage', language: 'it' })).toBe('/active-content?lang=it');
    expect(fixTargetLink({ kind: 'contentLanguage', language: 'nl' })).toBe('/active-content?lang=nl');
  });
});

describe('fixRole', () => {
  it("asks an admin for the hotel's settings and its AlpineBits connection, an editor for the content", () => {
    expect(fixRole({ kind: 'hotelSettings' })).toBe('admin');
    expect(fixRole({ kind: 'alpineBits' })).toBe('admin');
    expect(fixRole({ kind: 'editAsset', assetId: 'a1' })).toBe('editor');
    expect(fixRole({ kind: 'roomFacts', roomId: 'r1' })).toBe('editor');
    expect(fixRole({ kind: 'contentLanguage', language: 'it' })).toBe('editor');
  });
});
