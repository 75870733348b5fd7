import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { invitationPath, teamKeys } from './team-paths';

export const revokeInvitation = (hotelId: string, invitationId: string) =>
  apiRequest<void>(invitationPath(hotelId, invitationId), { method: 'DELETE' });

/** Revokes an invitation: its link stops working at once. */
export function useRevokeInvitation(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(hotelId, invitationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.team(hotelId) }),
  });
}
