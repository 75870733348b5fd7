import { roleAllows, type MemberRole } from '@common/teams/roles';
import { useActiveHotel } from '@web/features/hotels/active-hotel';

/**
 * The signed-in user's role in the active hotel (issue 36), or null while no hotel is active. The server decides
 * every request; the pages use this only to disable what the role cannot do and say why.
 */
export function useHotelRole(): MemberRole | null {
  return useActiveHotel().activeHotel?.role ?? null;
}

/** Whether the user's role in the active hotel allows what needs `needed` (false while no hotel is active). */
export function useRoleAllows(needed: MemberRole): boolean {
  const role = useHotelRole();
  return role !== null && roleAllows(role, needed);
}
