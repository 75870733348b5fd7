import type { TranslatableTextKind } from '@common/ai/translation';
import type { LanguageCode } from '@common/languages/content-languages';

/**
 * Query keys of a hotel's texts per language and its translation runs. They start with the content page's
 * ['hotel-content', hotelId], so what refreshes the page's data (saving the content languages) refreshes them too.
 */
export const translationKeys = {
  allTexts: (hotelId: string) => ['hotel-content', hotelId, 'texts'] as const,
  /** null: the primary language, whatever it is (the server's default). */
  texts: (hotelId: string, language: LanguageCode | null) =>
    ['hotel-content', hotelId, 'texts', language ?? 'primary'] as const,
  latestRun: (hotelId: string) => ['hotel-content', hotelId, 'translation-runs', 'latest'] as const,
};

export const textsPath = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/texts`;

export const translationRunsPath = (hotelId: string) =>
  `/api/hotels/${encodeURIComponent(hotelId)}/translation-runs`;

/** Where one text in one language lives: PUT saves it, /translate and /checked act on it. */
export interface TextAddress {
  language: LanguageCode;
  kind: TranslatableTextKind;
  subjectId: string;
}

export const textPath = (hotelId: string, { language, kind, subjectId }: TextAddress) =>
  `${textsPath(hotelId)}/${language}/${kind}/${encodeURIComponent(subjectId)}`;
