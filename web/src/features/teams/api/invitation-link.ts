import type { InvitationAccepted, InvitationPreview } from '@common/teams/schemas';
import { apiRequest } from '@web/lib/api-client';
import { usePublicMutation } from '@web/lib/public-mutation';
import { invitationLinkPath } from './team-paths';

/** What an invitation link invites to (public: the page shows it before anyone signs in). */
export const getInvitation = (token: string, signal?: AbortSignal) =>
  apiRequest<{ invitation: InvitationPreview }>(invitationLinkPath(token), {
    signal,
    allowUnauthenticated: true,
  }).then((body) => body.invitation);

export const acceptInvitation = (token: string) =>
  apiRequest<InvitationAccepted>(`${invitationLinkPath(token)}/accept`, { method: 'POST' });

/** Accepts the invitation for the signed-in account; answers the hotel to open. */
export const useAcceptInvitation = () => usePublicMutation(acceptInvitation);
