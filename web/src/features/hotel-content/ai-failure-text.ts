import { aiTexts } from '@common/ai/texts';
import { ApiError } from '@web/lib/api-client';
import { contentCatalogue } from '@web/locales/content';
import { sharedText } from '@web/lib/i18n/shared-text';

/** The German failure texts, read when a failure is shown (in the active language). */
const errors = (key: 'rateLimited' | 'invalidApiKey' | 'descriptionFailed' | 'textTooLong' | 'network') =>
  contentCatalogue(`ai.errors.${key}`);

/** What failed: the writing assistant, or the description variants. */
export type AiPanelOperation = 'rewrite' | 'description';

const failed = (operation: AiPanelOperation) =>
  operation === 'rewrite' ? sharedText(aiTexts.assistantFailed) : errors('descriptionFailed');

/**
 * A failure of the AI panel in German, the language of the hotel content page (DECISIONS.md point 24). The
 * server's message is in English, so the failure is told apart by its code (the invalid key by the spec's
 * text, since it shares 503 with the service's other failures); only German texts are passed on as they are.
 */
export function aiFailureText(error: unknown, operation: AiPanelOperation): string {
  if (!(error instanceof ApiError)) return failed(operation);
  if (error.code === 'rateLimited') return errors('rateLimited');
  if (error.code === 'network') return errors('network');
  if (error.source.message === aiTexts.invalidApiKey) return errors('invalidApiKey');
  if (error.code === 'validation') {
    if (error.source.fields.instruction === aiTexts.instructionRequired)
      return sharedText(aiTexts.instructionRequired);
    if (error.fields.text) return errors('textTooLong');
    // German already: the built-in generator asked for a language it does not write (issue 37).
    if (error.source.fields.language === aiTexts.builtinLanguageUnsupported)
      return sharedText(aiTexts.builtinLanguageUnsupported);
  }
  return failed(operation);
}
