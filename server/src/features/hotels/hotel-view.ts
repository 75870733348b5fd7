import type { HotelView } from '@common/hotels/hotel';
import type { MemberRole } from '@common/teams/roles';
import type { HotelLocationRow, HotelRow } from './repository';

/** What the API shows of a hotel: explicit fields, never the raw row (no user id). */
export function presentHotel(
  hotel: HotelRow,
  location: HotelLocationRow | null,
  role: MemberRole,
): HotelView {
  return {
    id: hotel.id,
    role,
    name: hotel.name,
    website: hotel.website,
    type: hotel.type,
    category: hotel.category,
    numberOfRooms: hotel.numberOfRooms,
    chainName: hotel.chainName,
    phone: hotel.phone,
    reservationsEmail: hotel.reservationsEmail,
    starRating: hotel.starRating,
    createdAt: hotel.createdAt.toISOString(),
    location: location
      ? {
          address: location.address,
          city: location.city,
          country: location.country,
          countryCode: location.countryCode,
          postalCode: location.postalCode,
        }
      : null,
  };
}
