import { aiTexts } from '@common/ai/texts';
import { translationTexts } from '@common/ai/translation-texts';
// The SDK's error classes alone: the SDK itself is imported only by the OpenAI service's first call.
import { APIConnectionTimeoutError, APIError } from 'openai/error';
import { AppError } from '../../lib/app-error';

export type AiOperation = 'description' | 'rewrite' | 'imageAnalysis' | 'templates' | 'translation';

/** What the user reads when an operation fails for any reason not named in the catalogue. */
export const failureText: Record<AiOperation, string> = {
  description: aiTexts.descriptionFailed,
  rewrite: aiTexts.assistantFailed,
  imageAnalysis: aiTexts.imageAnalysisFailed,
  templates: aiTexts.templatesFailed,
  translation: translationTexts.failed,
};

/** An operation's own failure, with a detail for the log. */
export function aiFailure(
  operation: AiOperation,
  detail: string,
  message = failureText[operation],
): AppError {
  return new AppError('serviceUnavailable', message, { detail: `ai ${operation}: ${detail}` });
}

/** Removes the configured key and anything shaped like a key from a text bound for the log. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let redacted = text;
  for (const secret of secrets) if (secret) redacted = redacted.split(secret).join('[redacted]');
  return redacted
    .replace(/\b(sk|rk|pk)-[A-Za-z0-9_*-]{6,}/g, '[redacted]')
    .replace(/Bearer\s+\S+/gi, 'Bearer [redacted]');
}

/**
 * Maps a failed call to the error catalogue (spec part 2, section 8): HTTP 401 from the service means our
 * key is wrong, 429 that the service throttles us, anything else the operation's own text. The key is a
 * server setting, so 401 answers 503 here: the browser's session is fine. The SDK error is not kept as
 * the cause, because some services echo the key in their error text; only a redacted detail is logged.
 */
export function toAiError(error: unknown, operation: AiOperation, secrets: readonly string[]): AppError {
  if (error instanceof AppError) return error;
  const detail = redactSecrets(describe(error), secrets);
  if (error instanceof APIError && error.status === 401) {
    return aiFailure(operation, detail, aiTexts.invalidApiKey);
  }
  if (error instanceof APIError && error.status === 429) {
    return new AppError('rateLimited', aiTexts.rateLimited, { detail: `ai ${operation}: ${detail}` });
  }
  return aiFailure(operation, detail);
}

function describe(error: unknown): string {
  if (error instanceof APIConnectionTimeoutError) return 'timed out';
  if (error instanceof APIError) return `status ${error.status ?? 'none'}: ${error.message}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
