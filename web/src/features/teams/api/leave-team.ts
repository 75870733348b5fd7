import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hotelsQueryOptions } from '@web/features/hotels/api/get-hotels';
import { apiRequest } from '@web/lib/api-client';
import { membershipPath } from './team-paths';

export const leaveTeam = (hotelId: string) => apiRequest<void>(membershipPath(hotelId), { method: 'DELETE' });

/** The signed-in member leaves the team; the user's hotels are read again, so another becomes active. */
export function useLeaveTeam(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveTeam(hotelId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hotelsQueryOptions().queryKey }),
  });
}
