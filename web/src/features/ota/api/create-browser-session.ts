import { useMutation } from '@tanstack/react-query';
import type { CreateSessionInput, SessionCreatedResponse } from '@common/ota/schemas';
import { apiRequest } from '@web/lib/api-client';
import { otaPageTexts } from '@web/locales/ota';
import { remoteBrowserPath } from './ota-keys';

/**
 * Starts a live browser at the channel's login (with otaId: from that connection's saved login, to renew it).
 * A reply without a session id is refused here, so the window never opens on nothing; so is a renewal whose
 * session names no saved login it started from (spec section 8: a context id is required), since logging in
 * there would not renew the connection's login.
 */
export async function createBrowserSession(input: CreateSessionInput): Promise<SessionCreatedResponse> {
  const session = await apiRequest<Partial<SessionCreatedResponse> | undefined>(
    `${remoteBrowserPath}/sessions`,
    { method: 'POST', body: input },
  );
  if (!session?.sessionId) throw new Error(otaPageTexts('session.missingSessionId'));
  if (input.otaId && !session.contextId) throw new Error(otaPageTexts('session.noContextInSession'));
  return session as SessionCreatedResponse;
}

export const useCreateBrowserSession = () => useMutation({ mutationFn: createBrowserSession });
