import { describe, expect, it } from 'vitest';
import { fixTargetLink } from './fix-target-link';

describe('fixTargetLink', () => {
  it('opens the content page in the language a per-language rule names (issue 37)', () => {
    expect(fixTargetLink({ kind: 'contentLanguage', language: 'it' })).toBe('/active-content?lang=it');
    expect(fixTargetLink({ kind: 'contentLanguage', language: 'nl' })).toBe('/active-content?lang=nl');
  });
});
