import { roleAllows } from '@common/teams/roles';
import { useActiveHotel } from '@web/features/hotels/active-hotel';

/**
 * Whether the signed-in user may make API keys (issue 36): keys are the owner's and admins', so a user who only
 * edits or views the hotels they work on may not; a user without any hotel yet sees the tab as before. The server
 * decides every request; this only closes what it would refuse. Null while the hotels load.
 */
export function useApiKeysAllowed(): boolean | null {
  const { hotels, isLoading } = useActiveHotel();
  if (isLoading) return null;
  return hotels.length === 0 || hotels.some((hotel) => roleAllows(hotel.role, 'admin'));
}
