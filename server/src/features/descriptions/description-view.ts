import type { DescriptionView } from '@common/content/schemas';
import type { LanguageCode } from '@common/languages/content-languages';

/**
 * A description as the API answers it: the stored one in its language, or an empty one in `language`, the one
 * it would be saved in.
 */
export const presentDescription = (
  row: { content: string; language: string; updatedAt: Date } | null | undefined,
  language: LanguageCode,
): DescriptionView => ({
  content: row?.content ?? '',
  // Every write checks its language with languageCodeSchema, so a stored one is always a content language.
  language: (row?.language as LanguageCode | undefined) ?? language,
  updatedAt: row ? row.updatedAt.toISOString() : null,
});
