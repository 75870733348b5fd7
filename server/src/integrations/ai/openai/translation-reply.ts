import type { ChatCompletion } from 'openai/resources/chat/completions';
import { aiLimits } from '@common/ai/limits';
import { translationTexts } from '@common/ai/translation-texts';
import { checkTranslation, translationLengthRatio } from '../translation-answer';
import { TranslationError } from '../translation-error';

// Room for a reply as long as the answer check takes (twice the source) at 3 characters a token, the fewest the
// content languages average; under the 16,384 output tokens of gpt-4o-mini, the default model.
const charsPerToken = 3;
const promptlessTokens = 100;
const maxTranslationTokens = 16_000;

/** The token cap of a translation: enough for any reply the answer check would take, so none is cut. */
export function translationMaxTokens(text: string): number {
  const longestReply = text.length * translationLengthRatio.max;
  return Math.min(maxTranslationTokens, Math.ceil(longestReply / charsPerToken) + promptlessTokens);
}

/**
 * The configured timeout is sized for a description (aiLimits.descriptionMaxTokens); a long text's translation
 * takes as many times that as its token cap is larger, so it is not cut off while the service is still writing.
 */
export function translationTimeoutMs(timeoutMs: number, maxTokens: number): number {
  return timeoutMs * Math.max(1, Math.ceil(maxTokens / aiLimits.descriptionMaxTokens));
}

/** The translation of `source` in the completion, or a TranslationError 'unusableAnswer' with the reason logged. */
export function translationOf(completion: ChatCompletion, source: string): string {
  const choice = completion.choices?.[0];
  // A reply stopped by the token cap or by the service's filter is half a text, however well it reads.
  if (choice?.finish_reason === 'length' || choice?.finish_reason === 'content_filter')
    throw unusableTranslation(`stopped by ${choice.finish_reason}`);
  const content = typeof choice?.message?.content === 'string' ? choice.message.content : '';
  const checked = checkTranslation(source, content);
  if (!checked.ok) throw unusableTranslation(checked.problem);
  return checked.text;
}

function unusableTranslation(problem: string): TranslationError {
  return new TranslationError('unusableAnswer', {
    code: 'serviceUnavailable',
    message: translationTexts.unusable,
    options: { detail: `ai translation: reply ${problem}` },
  });
}
