import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ContentTextsByLanguage } from '@common/content-api/languages';
import { inListOrder, type LanguageCode } from '@common/languages/content-languages';
import type { Db } from '../../db/client';
import { assets, contentTranslations, type StoredTranslationKind } from '../../db/schema';

/**
 * The hotel's texts per language for what leaves the product (the content API, the schema.org data built from
 * it, AlpineBits, the public preview; issue 37, point 5): the source in the primary language where it always
 * lived, the other served languages from content_translations. Read only; the writes are this feature's routes.
 */

/** The languages a hotel publishes: its primary one first, then the other served ones in list order. */
export interface PublishedLanguages {
  primary: LanguageCode;
  served: readonly LanguageCode[];
}

export function publishedLanguages(hotel: {
  primaryLanguage: LanguageCode;
  contentLanguages: readonly LanguageCode[];
}): PublishedLanguages {
  const others = inListOrder(hotel.contentLanguages).filter((language) => language !== hotel.primaryLanguage);
  return { primary: hotel.primaryLanguage, served: [hotel.primaryLanguage, ...others] };
}

/** A subject's translations of one kind: its text by language (never the primary language's). */
export type Translated = ReadonlyMap<LanguageCode, string>;

/** The translations found, looked up by kind and subject; a text without any has an empty map. */
export interface TranslationIndex {
  of(kind: StoredTranslationKind, subjectId: string): Translated;
}

const none: Translated = new Map();

function indexOf(
  rows: readonly { kind: string; subjectId: string; language: LanguageCode; content: string }[],
) {
  const byKey = new Map<string, Map<LanguageCode, string>>();
  for (const row of rows) {
    const key = `${row.kind}:${row.subjectId}`;
    let texts = byKey.get(key);
    if (!texts) byKey.set(key, (texts = new Map()));
    texts.set(row.language, row.content);
  }
  return {
    of: (kind: StoredTranslationKind, subjectId: string) => byKey.get(`${kind}:${subjectId}`) ?? none,
  };
}

/**
 * The translations of these subjects' texts (every subject of the hotel's when none are named) of these kinds in
 * the served languages other than the primary one (a language the hotel stopped serving keeps its rows, which
 * are not published). One statement; stale ones included, as they are the text the hotel publishes until it
 * updates them.
 */
export async function findTranslations(
  db: Db,
  hotelId: string,
  languages: PublishedLanguages,
  kinds: readonly StoredTranslationKind[],
  subjectIds?: readonly string[],
): Promise<TranslationIndex> {
  const others = languages.served.filter((language) => language !== languages.primary);
  if (others.length === 0 || subjectIds?.length === 0) return indexOf([]);
  const rows = await db
    .select({
      kind: contentTranslations.kind,
      subjectId: contentTranslations.subjectId,
      language: contentTranslations.language,
      content: contentTranslations.content,
    })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.hotelId, hotelId),
        inArray(contentTranslations.kind, [...kinds]),
        inArray(contentTranslations.language, others),
        subjectIds ? inArray(contentTranslations.subjectId, [...new Set(subjectIds)]) : undefined,
      ),
    );
  return indexOf(rows);
}

/**
 * A text in each served language that has it: the source (in the primary language) first, then each translation
 * in list order. Blank texts are left out, and nothing is filled in from another language.
 */
export function textsByLanguage(
  languages: PublishedLanguages,
  source: string,
  translated: Translated,
): ContentTextsByLanguage {
  const texts: ContentTextsByLanguage = {};
  for (const language of languages.served) {
    const text = language === languages.primary ? source : translated.get(language);
    if (text?.trim()) texts[language] = text.trim();
  }
  return texts;
}

/** A photo's caption and alt text per language. */
export interface PhotoTexts {
  captions: ContentTextsByLanguage;
  altTexts: ContentTextsByLanguage;
  /** The alt text written in the primary language, or null while none (the photo's name stands in). */
  primaryAltText: string | null;
}

export const noPhotoTexts: PhotoTexts = { captions: {}, altTexts: {}, primaryAltText: null };

/**
 * The captions and alt texts of these photos of the hotel (Edit Asset's in the primary language, the
 * translations in the others): two statements whatever the number of photos. Photos in the trash answer none.
 */
export async function findPhotoTexts(
  db: Db,
  hotelId: string,
  languages: PublishedLanguages,
  assetIds: readonly string[],
): Promise<(assetId: string) => PhotoTexts> {
  const ids = [...new Set(assetIds)];
  if (ids.length === 0) return () => noPhotoTexts;
  const [sources, translations] = await Promise.all([
    db
      .select({ id: assets.id, caption: assets.caption, altText: assets.altText })
      .from(assets)
      .where(and(eq(assets.hotelId, hotelId), inArray(assets.id, ids), isNull(assets.deletedAt))),
    findTranslations(db, hotelId, languages, ['photoCaption', 'photoAltText'], ids),
  ]);
  const byId = new Map(
    sources.map((source) => [
      source.id,
      {
        captions: textsByLanguage(languages, source.caption, translations.of('photoCaption', source.id)),
        altTexts: textsByLanguage(languages, source.altText, translations.of('photoAltText', source.id)),
        primaryAltText: source.altText.trim() || null,
      },
    ]),
  );
  return (assetId) => byId.get(assetId) ?? noPhotoTexts;
}
