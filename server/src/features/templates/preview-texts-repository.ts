import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LanguageCode } from '@common/languages/content-languages';
import type { Db } from '../../db/client';
import { assets, contentTranslations, type StoredTranslationKind } from '../../db/schema';

/**
 * The hotel's translations of some kinds into `language` (a language other than the primary one), keyed
 * `kind:subjectId` (translationKey). Stale ones too: a translation whose source changed since is still the
 * visitor's language, and the owner sees it marked on the content page.
 */
export async function findTranslations(
  db: Db,
  hotelId: string,
  language: LanguageCode,
  kinds: readonly StoredTranslationKind[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({
      kind: contentTranslations.kind,
      subjectId: contentTranslations.subjectId,
      content: contentTranslations.content,
    })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.hotelId, hotelId),
        eq(contentTranslations.language, language),
        inArray(contentTranslations.kind, [...kinds]),
      ),
    );
  return new Map(rows.map((row) => [translationKey(row.kind, row.subjectId), row.content]));
}

export const translationKey = (kind: StoredTranslationKind, subjectId: string) => `${kind}:${subjectId}`;

/** A photo's caption and alt text in the primary language and, where written, in the language shown. */
export interface PhotoTexts {
  caption: string;
  altText: string;
  translatedCaption: string | null;
  translatedAltText: string | null;
}

/**
 * The caption and alt text of the hotel's photos with these ids, with their translations into `language` (null:
 * the primary language, whose texts are the photos' own). One statement.
 */
export async function findPhotoTexts(
  db: Db,
  hotelId: string,
  assetIds: readonly string[],
  language: LanguageCode | null,
): Promise<Map<string, PhotoTexts>> {
  if (assetIds.length === 0) return new Map();
  const caption = alias(contentTranslations, 'caption_translation');
  const altText = alias(contentTranslations, 'alt_text_translation');
  // No language: nothing joins, and the photo's own texts are shown.
  const inLanguage = (column: typeof caption.language | typeof altText.language) =>
    language ? eq(column, language) : sql`false`;
  const rows = await db
    .select({
      id: assets.id,
      caption: assets.caption,
      altText: assets.altText,
      translatedCaption: caption.content,
      translatedAltText: altText.content,
    })
    .from(assets)
    .leftJoin(
      caption,
      and(eq(caption.subjectId, assets.id), eq(caption.kind, 'photoCaption'), inLanguage(caption.language)),
    )
    .leftJoin(
      altText,
      and(eq(altText.subjectId, assets.id), eq(altText.kind, 'photoAltText'), inLanguage(altText.language)),
    )
    .where(and(eq(assets.hotelId, hotelId), inArray(assets.id, [...new Set(assetIds)])));
  return new Map(rows.map(({ id, ...texts }) => [id, texts]));
}
