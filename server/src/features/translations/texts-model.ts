import type { TranslatableTextKind } from '@common/ai/translation';
import type { LanguageCode } from '@common/languages/content-languages';
import type { LanguageTextCounts, TextStatus, TranslatableTextView } from '@common/translations/schemas';
import type { StoredTextRow, TextSourceRow } from './repository';

/** A hotel's texts as read: the sources in its primary language and what is stored in the others. */
export interface HotelTexts {
  primaryLanguage: LanguageCode;
  sources: readonly TextSourceRow[];
  stored: readonly StoredTextRow[];
}

const textKey = (kind: TranslatableTextKind, subjectId: string, language: LanguageCode) =>
  `${kind}|${subjectId}|${language}`;

/** The stored texts by kind, subject and language, for lookups while listing. */
export function indexStored(stored: readonly StoredTextRow[]): Map<string, StoredTextRow> {
  return new Map(stored.map((row) => [textKey(row.kind, row.subjectId, row.language), row]));
}

/**
 * A text's state in a language (issue 37, part 4): the primary language's is its source and always current; in
 * another, missing while no translation is stored, stale once its source changed after it was written or
 * checked, else current.
 */
export function textInLanguage(
  source: TextSourceRow,
  language: LanguageCode,
  primaryLanguage: LanguageCode,
  stored: Map<string, StoredTextRow>,
): TranslatableTextView {
  const base = { kind: source.kind, subjectId: source.subjectId, subjectName: source.subjectName, language };
  if (language === primaryLanguage) {
    return { ...base, source: source.source, text: source.source, status: 'current', sourceChangedAt: null };
  }
  const row = stored.get(textKey(source.kind, source.subjectId, language));
  const status: TextStatus = !row ? 'missing' : row.sourceChangedAt ? 'stale' : 'current';
  return {
    ...base,
    source: source.source,
    text: row?.content ?? null,
    status,
    sourceChangedAt: row?.sourceChangedAt ?? null,
  };
}

/** Only texts with a source count: an empty source has nothing to translate. */
const withSource = (sources: readonly TextSourceRow[]) => sources.filter((source) => source.source !== '');

/** Every text with a source, in `language`, in screen order. */
export function textsInLanguage(texts: HotelTexts, language: LanguageCode): TranslatableTextView[] {
  const stored = indexStored(texts.stored);
  return withSource(texts.sources).map((source) =>
    textInLanguage(source, language, texts.primaryLanguage, stored),
  );
}

/** Each given language's counts of current, stale and missing texts (the primary language left out). */
export function countsByLanguage(
  texts: HotelTexts,
  languages: readonly LanguageCode[],
): Partial<Record<LanguageCode, LanguageTextCounts>> {
  const stored = indexStored(texts.stored);
  const sources = withSource(texts.sources);
  const counts: Partial<Record<LanguageCode, LanguageTextCounts>> = {};
  for (const language of languages) {
    if (language === texts.primaryLanguage) continue;
    const count: LanguageTextCounts = { current: 0, stale: 0, missing: 0 };
    for (const source of sources)
      count[textInLanguage(source, language, texts.primaryLanguage, stored).status]++;
    counts[language] = count;
  }
  return counts;
}

/** The texts a 'Translate all missing' run translates: each source without a translation in each language. */
export function missingTexts(
  texts: HotelTexts,
  languages: readonly LanguageCode[],
): Array<{ source: TextSourceRow; language: LanguageCode }> {
  const stored = indexStored(texts.stored);
  const wanted = languages.filter((language) => language !== texts.primaryLanguage);
  return withSource(texts.sources).flatMap((source) =>
    wanted
      .filter((language) => !stored.has(textKey(source.kind, source.subjectId, language)))
      .map((language) => ({ source, language })),
  );
}
