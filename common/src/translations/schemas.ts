import { z } from 'zod';
import { translatableTextKindSchema, type TranslatableTextKind } from '../ai/translation';
import { languageCodeSchema, type LanguageCode } from '../languages/content-languages';
import { limits } from '../limits';
import { withoutLineBreakingControlCharacters } from '../text';
import { translationsTexts } from './texts';

/**
 * A hotel's texts per content language (issue 37, parts 2-4). The source of every text is the one in the hotel's
 * primary language, where it always lived (the description, rooms.name, the area text, the template, the photo's
 * caption and alt text); each other served language has a translation that is current, stale (its source changed
 * after it was written or checked) or missing.
 *   GET  /api/hotels/:hotelId/texts?language=it                     every text with a source, in that language
 *                                                                    (the primary by default), and each served
 *                                                                    language's counts for the switcher
 *   GET  /api/hotels/:hotelId/texts/subjects/:subjectId              one room's, template's or photo's texts (or
 *                                                                    the hotel's, by its id) in every served
 *                                                                    language, sources empty or not (Edit Asset)
 *   PUT  /api/hotels/:hotelId/texts/:language/:kind/:subjectId       { text }: the translation as typed; empty
 *                                                                    removes it (missing again)
 *   POST /api/hotels/:hotelId/texts/:language/:kind/:subjectId/translate   from the primary language, through
 *                                                                    the AI service, stored and answered
 *   POST /api/hotels/:hotelId/texts/:language/:kind/:subjectId/checked     'Mark as checked': a stale
 *                                                                    translation is current again, unchanged
 *   POST /api/hotels/:hotelId/translation-runs { languages? }         'Translate all missing' as a job (202; a run
 *                                                                    already open is answered, 200)
 *   GET  /api/hotels/:hotelId/translation-runs/latest                { run } or { run: null }
 * The subject is the room (roomName, roomDescription), template (templateName, templateDescription), photo
 * (photoCaption, photoAltText) or the hotel itself (hotelDescription, areaText).
 */
export type TextStatus = 'current' | 'stale' | 'missing';

export interface TranslatableTextView {
  kind: TranslatableTextKind;
  subjectId: string;
  /** What the text belongs to, as the screens name it: the hotel's, room's, template's or photo's name. */
  subjectName: string;
  language: LanguageCode;
  /** The text in the primary language (empty while none). */
  source: string;
  /** The text in `language`; null while missing. In the primary language, the source itself. */
  text: string | null;
  status: TextStatus;
  /** ISO time the source changed after the translation was written or checked; null unless stale. */
  sourceChangedAt: string | null;
}

export interface LanguageTextCounts {
  current: number;
  stale: number;
  missing: number;
}

export interface HotelTextsView {
  primaryLanguage: LanguageCode;
  /** The served languages, in list order, the primary among them. */
  languages: LanguageCode[];
  /** The language `texts` are in. */
  language: LanguageCode;
  texts: TranslatableTextView[];
  /** Each served language but the primary: its texts' states (texts with a source only). */
  counts: Partial<Record<LanguageCode, LanguageTextCounts>>;
}

export interface SubjectTextsView {
  primaryLanguage: LanguageCode;
  languages: LanguageCode[];
  /** Every kind of the subject in every served language. */
  texts: TranslatableTextView[];
}

export const textsQuerySchema = z.object({ language: languageCodeSchema.optional() });

export const textParamsSchema = z.object({
  language: languageCodeSchema,
  kind: translatableTextKindSchema,
});

/** The longest text each kind may hold, with the message a longer one gets. */
export const textLimits: Record<TranslatableTextKind, { max: number; tooLong: (max: number) => string }> = {
  hotelDescription: { max: limits.descriptionMaxChars, tooLong: translationsTexts.textTooLong },
  roomDescription: { max: limits.descriptionMaxChars, tooLong: translationsTexts.textTooLong },
  roomName: { max: limits.roomNameMaxLength, tooLong: translationsTexts.roomNameTooLong },
  areaText: { max: limits.areaTextMaxChars, tooLong: translationsTexts.textTooLong },
  templateName: { max: limits.templateNameMaxLength, tooLong: translationsTexts.templateNameTooLong },
  templateDescription: { max: limits.descriptionMaxChars, tooLong: translationsTexts.textTooLong },
  photoCaption: { max: limits.photoCaptionMaxLength, tooLong: translationsTexts.captionTooLong },
  photoAltText: { max: limits.photoAltTextMaxLength, tooLong: translationsTexts.altTextTooLong },
};

/** Names, captions and alt texts are one line; descriptions and the area text keep their line breaks. */
export const isOneLineKind = (kind: TranslatableTextKind) =>
  kind === 'roomName' || kind === 'templateName' || kind === 'photoCaption' || kind === 'photoAltText';

/** A text as typed for its kind: control characters dropped (line breaks kept where the kind has lines), trimmed. */
export function cleanText(kind: TranslatableTextKind, text: string): string {
  const kept = withoutLineBreakingControlCharacters(text);
  return (isOneLineKind(kind) ? kept.replace(/\s*[\r\n\t]+\s*/g, ' ') : kept).trim();
}

/** PUT's body: the text for the kind in the URL, checked against that kind's limit by the server. */
export const textSaveSchema = z.strictObject({ text: z.string() });
export type TextSave = z.infer<typeof textSaveSchema>;

export const translationRunRequestSchema = z.strictObject({
  languages: z.array(languageCodeSchema).min(1).max(20).optional(),
});
export type TranslationRunRequest = z.infer<typeof translationRunRequestSchema>;

export interface TranslationRunView {
  id: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  languages: LanguageCode[];
  /** Texts the run set out to translate. */
  total: number;
  translated: number;
  failed: number;
  /** Why texts failed or the run stopped (the first reason), in the user's words; null while none. */
  failure: string | null;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}
