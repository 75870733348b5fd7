import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteMemberInput, TeamInvitationView } from '@common/teams/schemas';
import { apiRequest } from '@web/lib/api-client';
import { invitationsPath, teamKeys } from './team-paths';

export const inviteMember = (hotelId: string, input: InviteMemberInput) =>
  apiRequest<{ invitation: TeamInvitationView }>(invitationsPath(hotelId), {
    method: 'POST',
    body: input,
  }).then((body) => body.invitation);

/** Sends an invitation (a pending one to the same address is replaced); the team list shows it. */
export function useInviteMember(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteMemberInput) => inviteMember(hotelId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.team(hotelId) }),
  });
}
