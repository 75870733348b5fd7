import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { sessionPath } from './ota-keys';

/** Sends the live browser to an address of the channel (the server refuses any other with 400). */
export const navigateSession = (sessionId: string, url: string) =>
  apiRequest<{ status: 'ok' }>(`${sessionPath(sessionId)}/navigate`, { method: 'POST', body: { url } });

/** The window polls check-url every second, so the address bar and the error notice follow by themselves. */
export const useNavigateSession = (sessionId: string) =>
  useMutation({ mutationFn: (url: string) => navigateSession(sessionId, url) });
