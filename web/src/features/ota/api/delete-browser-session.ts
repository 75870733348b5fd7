import { apiRequest } from '@web/lib/api-client';
import { sessionPath } from './ota-keys';

/** Closes the live browser; nothing of it is kept. */
export const deleteBrowserSession = (sessionId: string) =>
  apiRequest<{ status: 'closed' }>(sessionPath(sessionId), { method: 'DELETE' });

/**
 * The same request while the page itself goes away: `keepalive` lets it outlive the page, which the API client's
 * requests do not.
 */
export function deleteBrowserSessionOnPageExit(sessionId: string) {
  void fetch(sessionPath(sessionId), { method: 'DELETE', credentials: 'same-origin', keepalive: true }).catch(
    () => undefined,
  );
}
