import { useQuery } from '@tanstack/react-query';
import type { TeamView } from '@common/teams/schemas';
import { apiRequest } from '@web/lib/api-client';
import { teamKeys, teamPath } from './team-paths';

export const getTeam = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<TeamView>(teamPath(hotelId), { signal });

/** The active hotel's team: members, pending invitations and the open ownership offer (admins and the owner). */
export function useTeam(hotelId: string, enabled = true) {
  return useQuery({
    queryKey: teamKeys.team(hotelId),
    queryFn: ({ signal }) => getTeam(hotelId, signal),
    enabled,
  });
}
