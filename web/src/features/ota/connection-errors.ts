import { otaPageTexts as texts } from '@web/locales/ota';
import { ApiError, errorMessage } from '@web/lib/api-client';

/**
 * Starting a session failed: the server's words when it says what went wrong (already connected, all browsers
 * busy, no Chromium), our check of the reply, or the spec's fallback.
 */
export function sessionErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return errorMessage(error, texts('session.createBrowserSessionFailed'));
  if (error instanceof Error && error.message === texts('session.missingSessionId')) return error.message;
  return texts('session.createBrowserSessionFailed');
}

/** Saving the login failed (spec section 8): the reason after the German prefix, or the unknown-error text. */
export function contextErrorMessage(error: unknown): string {
  if (error instanceof ApiError)
    return texts('session.contextFailed', {
      message: errorMessage(error, texts('session.createContextFailed')),
    });
  if (error instanceof Error && error.message)
    return texts('session.contextFailed', { message: error.message });
  return texts('session.contextFailedUnknown');
}
