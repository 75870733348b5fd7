import { otaTexts } from '@common/ota/texts';
import { ApiError, errorMessage } from '@web/lib/api-client';

/**
 * Starting a session failed: the server's words when it says what went wrong (already connected, all browsers
 * busy, no Chromium), our check of the reply, or the spec's fallback.
 */
export function sessionErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return errorMessage(error, otaTexts.createBrowserSessionFailed);
  if (error instanceof Error && error.message === otaTexts.missingSessionId) return error.message;
  return otaTexts.createBrowserSessionFailed;
}

/** Saving the login failed (spec section 8): the reason after the German prefix, or the unknown-error text. */
export function contextErrorMessage(error: unknown): string {
  if (error instanceof ApiError)
    return otaTexts.contextFailed(errorMessage(error, otaTexts.createContextFailed));
  if (error instanceof Error && error.message) return otaTexts.contextFailed(error.message);
  return otaTexts.contextFailedUnknown;
}
