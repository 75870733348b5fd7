import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberHotelsInput, TeamMemberView } from '@common/teams/schemas';
import { apiRequest } from '@web/lib/api-client';
import { memberHotelsPath, teamKeys } from './team-paths';

export interface HotelsChange extends MemberHotelsInput {
  userId: string;
}

export const changeMemberHotels = (hotelId: string, { userId, hotels }: HotelsChange) =>
  apiRequest<{ member: TeamMemberView }>(memberHotelsPath(hotelId, userId), {
    method: 'PUT',
    body: { hotels },
  }).then((body) => body.member);

/** Gives a chain member all of the chain's hotels or the chosen ones, with the role they have. */
export function useChangeMemberHotels(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: HotelsChange) => changeMemberHotels(hotelId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.team(hotelId) }),
  });
}
