import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignableRole } from '@common/teams/roles';
import type { TeamMemberView } from '@common/teams/schemas';
import { apiRequest } from '@web/lib/api-client';
import { memberPath, teamKeys } from './team-paths';

export interface RoleChange {
  userId: string;
  role: AssignableRole;
}

export const changeMemberRole = (hotelId: string, { userId, role }: RoleChange) =>
  apiRequest<{ member: TeamMemberView }>(memberPath(hotelId, userId), { method: 'PUT', body: { role } }).then(
    (body) => body.member,
  );

/** Gives a member another role in every hotel of the team they work on. */
export function useChangeMemberRole(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RoleChange) => changeMemberRole(hotelId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.team(hotelId) }),
  });
}
