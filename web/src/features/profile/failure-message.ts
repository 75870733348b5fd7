import { ApiError } from '@web/lib/api-client';

/**
 * The server's text when it says what went wrong (a refused request, a too large file, no connection);
 * for a server fault its generic text helps nobody, so the spec's text for the action is shown instead.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback;
}
