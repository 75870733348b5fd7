import { useEffect, useState } from 'react';
import type { InvitationPreview } from '@common/teams/schemas';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { getInvitation } from '../api/invitation-link';

export type InvitationState =
  | { status: 'loading' }
  | { status: 'ready'; invitation: InvitationPreview }
  /** The link does not work (wrong, used, revoked, expired): the server's words say so. */
  | { status: 'invalid'; message: string }
  | { status: 'failed'; message: string };

/**
 * What the invitation link invites to, read once when the page opens. The public page has no query cache
 * (docs/decisions/006), so it reads with a plain request.
 */
export function useInvitation(token: string, texts: { loadFailed: string }): InvitationState {
  const [state, setState] = useState<InvitationState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getInvitation(token, controller.signal).then(
      (invitation) => setState({ status: 'ready', invitation }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(
          error instanceof ApiError && error.status === 404
            ? { status: 'invalid', message: error.message }
            : { status: 'failed', message: errorMessage(error, texts.loadFailed) },
        );
      },
    );
    return () => controller.abort();
  }, [token, texts.loadFailed]);
  return state;
}
