import { describe, expect, it } from 'vitest';
import { myRoomsTexts } from '@web/features/rooms/content/rooms-texts';
import accounts from '@web/locales/en/accounts.json';
import { i18n, interfaceLanguage } from './i18n';
import { defineTexts } from './catalogues';

/** Every catalogue file of every language, as the app finds them. */
const catalogueFiles = import.meta.glob<object>('../../locales/*/*.json', { eager: true, import: 'default' });

/** Every text of a catalogue with its key path ('login.title'), arrays included. */
function texts(value: unknown, path = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, path ? `${path}.${key}` : key));
  return [[path, value]];
}

/** Words only English or only German uses; enough to tell a sentence's language in the examples of issue 31. */
const germanWords = /\b(und|oder|der|die|das|dein|deine|dich|Sie|noch|nicht|bitte|über|Anmelden|Passwort)\b/i;
const englishWords = /\b(the|and|your|you|sign|password|forgot|account|welcome|with)\b/i;

describe('the interface catalogues', () => {
  it('hold a text, never an empty value, for every key', () => {
    expect(Object.keys(catalogueFiles).length).toBeGreaterThan(0);
    for (const [file, catalogue] of Object.entries(catalogueFiles))
      for (const [key, text] of texts(catalogue)) {
        expect(typeof text, `${file}: ${key}`).toBe('string');
        expect(String(text).trim(), `${file}: ${key}`).not.toBe('');
      }
  });

  it('ship the interface language for every namespace, and nothing a second language lacks', () => {
    const byLanguage = new Map<string, Set<string>>();
    for (const file of Object.keys(catalogueFiles)) {
      const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
      byLanguage.set(language!, (byLanguage.get(language!) ?? new Set()).add(namespace!));
    }
    const shipped = byLanguage.get(interfaceLanguage)!;
    for (const [language, namespaces] of byLanguage)
      expect([language, namespaces]).toEqual([language, shipped]);
  });

  it('answer a key of a namespace once its module has added it', () => {
    const { texts: accountTexts } = defineTexts(
      'accounts',
      import.meta.glob('../../locales/*/accounts.json', { eager: true, import: 'default' }),
    );
    expect(accountTexts('login.title')).toBe('Anmelden');
    expect(i18n.t('login.submit', { ns: 'accounts' })).toBe('Anmelden');
  });

  // Issue 31, point 16: one language inside one screen.
  it('keep the sign-in page German around the spec’s German sign-in errors', () => {
    for (const [key, text] of texts(accounts.login)) {
      expect(text, key).not.toMatch(englishWords);
    }
    expect(accounts.login.subtitle).toMatch(germanWords);
  });

  it('say the empty My Rooms text in one language, the English of the button it names', () => {
    expect(myRoomsTexts.empty).toContain('“Manage rooms”');
    expect(myRoomsTexts.empty).not.toMatch(germanWords);
  });
});
