import { AppError } from '../../lib/app-error';

/**
 * Why a translation failed, for the code that decides what to do next without reading messages: a job stops at
 * 'notConfigured' (no text will be translated), waits at 'rateLimited', and counts the others as failed.
 *   notConfigured   the built-in generator: no translation service is set up (503)
 *   invalidRequest  an unknown language or kind, no text, too long a text, the text's own language (400, fields)
 *   rateLimited     the AI service throttles us (429)
 *   serviceFailed   the AI service failed: our key refused, an error, a timeout, no completion (503)
 *   unusableAnswer  it answered, but not with a translation (503); the reason goes to the log only
 * The per-user AI limit (user-limits.ts) refuses before any of this with a plain AppError 'rateLimited'.
 */
export type TranslationFailure =
  'notConfigured' | 'invalidRequest' | 'rateLimited' | 'serviceFailed' | 'unusableAnswer';

/** A translation's failure: an AppError (its status, the user's text, the log's detail) that says why. */
export class TranslationError extends AppError {
  constructor(
    readonly failure: TranslationFailure,
    error: Pick<AppError, 'code' | 'message' | 'options'>,
  ) {
    super(error.code, error.message, error.options);
  }

  /** An AppError of the AI service's call (ai-errors.ts' toAiError) as a translation's failure. */
  static fromServiceError(error: AppError): TranslationError {
    if (error instanceof TranslationError) return error;
    return new TranslationError(error.code === 'rateLimited' ? 'rateLimited' : 'serviceFailed', error);
  }
}
