import type { HotelLocationRow, HotelRow } from './repository';

export interface HotelView {
  id: string;
  name: string;
  website: string;
  type: 'individual' | 'chain';
  category: HotelRow['category'];
  numberOfRooms: number | null;
  createdAt: string;
  location: { address: string; city: string; country: string; postalCode: string | null } | null;
}

/** What the API shows of a hotel: explicit fields, never the raw row (no user id). */
export function presentHotel(hotel: HotelRow, location: HotelLocationRow | null): HotelView {
  return {
    id: hotel.id,
    name: hotel.name,
    website: hotel.website,
    type: hotel.type,
    category: hotel.category,
    numberOfRooms: hotel.numberOfRooms,
    createdAt: hotel.createdAt.toISOString(),
    location: location
      ? {
          address: location.address,
          city: location.city,
          country: location.country,
          postalCode: location.postalCode,
        }
      : null,
  };
}
