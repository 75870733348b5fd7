import { translatableTextKindSchema, translationLimits } from '@common/ai/translation';
import { translationTexts } from '@common/ai/translation-texts';
import { languageCodeSchema } from '@common/languages/content-languages';
import type { TranslationRequest } from './ai-service';
import { TranslationError } from './translation-error';

/**
 * Refuses a translation request that no service could answer, before any call: a field each for an unknown
 * language or kind, no text or too long a text, and a text sent into its own language. Both services check the
 * same, so a route answers the same 400 whichever is configured.
 */
export function checkTranslationRequest(request: TranslationRequest): void {
  const fields: Record<string, string> = {};
  const from = languageCodeSchema.safeParse(request.from);
  const to = languageCodeSchema.safeParse(request.to);
  if (!from.success) fields.from = from.error.issues[0]!.message;
  if (!to.success) fields.to = to.error.issues[0]!.message;
  if (from.success && to.success && from.data === to.data) fields.to = translationTexts.sameLanguage;
  const kind = translatableTextKindSchema.safeParse(request.kind);
  if (!kind.success) fields.kind = kind.error.issues[0]!.message;
  if (typeof request.text !== 'string' || request.text.trim() === '') fields.text = translationTexts.noText;
  else if (request.text.length > translationLimits.textMaxChars)
    fields.text = translationTexts.textTooLong(translationLimits.textMaxChars);
  const [message] = Object.values(fields);
  if (message)
    throw new TranslationError('invalidRequest', { code: 'validation', message, options: { fields } });
}
