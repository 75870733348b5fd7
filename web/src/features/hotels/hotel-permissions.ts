import type { HotelType } from '@common/hotels/hotel';

export interface HotelPermissions {
  canAddHotel: boolean;
  canDeleteHotel: boolean;
}

/**
 * Spec part 1, section 2 "Settings": Add Hotel and Delete show only when the user's first (oldest) hotel is
 * a chain; Delete also needs more than one hotel, so the user always keeps one. Editing is open to everyone.
 */
export function hotelPermissions(hotels: readonly { type: HotelType }[]): HotelPermissions {
  const isChain = hotels[0]?.type === 'chain';
  return { canAddHotel: isChain, canDeleteHotel: isChain && hotels.length > 1 };
}
