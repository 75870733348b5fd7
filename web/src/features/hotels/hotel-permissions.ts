import type { HotelType } from '@common/hotels/hotel';
import type { MemberRole } from '@common/teams/roles';

export interface HotelPermissions {
  canAddHotel: boolean;
  canDeleteHotel: boolean;
}

/**
 * Spec part 1, section 2 "Settings": Add Hotel and Delete show only when the user's first (oldest) own hotel is
 * a chain; Delete also needs more than one own hotel, so the user always keeps one. The hotels they work on for
 * someone else count for neither (issue 36, as the server decides); editing follows each hotel's role.
 */
export function hotelPermissions(hotels: readonly { type: HotelType; role: MemberRole }[]): HotelPermissions {
  const owned = hotels.filter((hotel) => hotel.role === 'owner');
  const isChain = owned[0]?.type === 'chain';
  return { canAddHotel: isChain, canDeleteHotel: isChain && owned.length > 1 };
}
