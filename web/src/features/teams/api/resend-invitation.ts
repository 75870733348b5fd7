import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamInvitationView } from '@common/teams/schemas';
import { apiRequest } from '@web/lib/api-client';
import { invitationPath, teamKeys } from './team-paths';

export const resendInvitation = (hotelId: string, invitationId: string) =>
  apiRequest<{ invitation: TeamInvitationView }>(`${invitationPath(hotelId, invitationId)}/resend`, {
    method: 'POST',
  }).then((body) => body.invitation);

/** Mails an invitation again with a new link valid for 7 days; the old link stops working. */
export function useResendInvitation(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => resendInvitation(hotelId, invitationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.team(hotelId) }),
  });
}
