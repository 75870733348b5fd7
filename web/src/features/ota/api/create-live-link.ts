import type { LiveViewLinks } from '@common/ota/schemas';
import { apiRequest } from '@web/lib/api-client';
import { sessionPath } from './ota-keys';

/** Fresh addresses for the session's viewer, with a new single-use token (the first one may have expired). */
export const createLiveLink = (sessionId: string) =>
  apiRequest<LiveViewLinks>(`${sessionPath(sessionId)}/live-link`, { method: 'POST' });
