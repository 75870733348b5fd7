import { describe, expect, it } from 'vitest';
import { contentLanguagesSaveSchema } from './schemas';

/** The first message per field, as the server answers (server/src/lib/validate.ts). */
function fieldErrors(input: unknown) {
  const fields: Record<string, string> = {};
  for (const issue of contentLanguagesSaveSchema.safeParse(input).error?.issues ?? [])
    fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('the content languages a hotel saves', () => {
  it('keep the primary and the served languages in the list’s order, each once', () => {
    expect(
      contentLanguagesSaveSchema.parse({ primaryLanguage: 'de', languages: ['it', 'de', 'it'] }),
    ).toEqual({
      primaryLanguage: 'de',
      languages: ['de', 'it'],
    });
  });

  it('refuse a list without the primary language, naming the languages field', () => {
    expect(fieldErrors({ primaryLanguage: 'de', languages: ['en', 'it'] })).toEqual({
      languages: 'The primary language must stay among the languages the hotel serves.',
    });
  });

  it('refuse unknown codes, naming the field', () => {
    expect(fieldErrors({ primaryLanguage: 'pt', languages: ['pt'] })).toMatchObject({
      primaryLanguage: 'Unknown language code. Use one of: en, de, it, fr, es, nl.',
      'languages.0': 'Unknown language code. Use one of: en, de, it, fr, es, nl.',
    });
  });

  it('refuse an empty or missing list, a list that is no list and unknown keys', () => {
    expect(fieldErrors({ primaryLanguage: 'en', languages: [] })).toMatchObject({
      languages: 'Choose at least one language.',
    });
    expect(fieldErrors({ primaryLanguage: 'en' })).toMatchObject({
      languages: 'Choose at least one language.',
    });
    expect(fieldErrors({ primaryLanguage: 'en', languages: 'en' })).toMatchObject({
      languages: 'Choose at least one language.',
    });
    expect(fieldErrors({ primaryLanguage: 'en', languages: Array(13).fill('en') })).toMatchObject({
      languages: 'Choose at least one language.',
    });
    expect(
      contentLanguagesSaveSchema.safeParse({ primaryLanguage: 'en', languages: ['en'], x: 1 }).success,
    ).toBe(false);
  });
});
