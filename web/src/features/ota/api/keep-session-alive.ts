import { apiRequest } from '@web/lib/api-client';
import { sessionPath } from './ota-keys';

/** Tells the server the window is still open; a session without this for 5 minutes is closed. */
export const keepSessionAlive = (sessionId: string) =>
  apiRequest<{ status: 'ok' }>(`${sessionPath(sessionId)}/keep-alive`, { method: 'POST' });
