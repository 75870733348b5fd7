import { otaPageTexts as texts } from '@web/locales/ota';
import { ApiError, errorMessage } from '@web/lib/api-client';

/**
 * Starting a session failed: the server's words when it says what went wrong (already connected, all browsers
 * busy, no Chromium), or the spec's 'Failed to create browser session' when the request failed without them;
 * our checks of the reply (create-browser-session.ts); the spec's 'Failed to create session' for anything else
 * (a reply that could not be read), whose own message would mean nothing to an operator.
 */
export function sessionErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return errorMessage(error, texts('session.createBrowserSessionFailed'));
  const replyChecks = [texts('session.missingSessionId'), texts('session.noContextInSession')];
  if (error instanceof Error && replyChecks.includes(error.message)) return error.message;
  return texts('session.createSessionFailed');
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
