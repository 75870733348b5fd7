import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { memberPath, teamKeys } from './team-paths';

export const removeMember = (hotelId: string, userId: string) =>
  apiRequest<void>(memberPath(hotelId, userId), { method: 'DELETE' });

/** Takes a member out of every hotel of the team: their next request is refused. */
export function useRemoveMember(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(hotelId, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.team(hotelId) }),
  });
}
