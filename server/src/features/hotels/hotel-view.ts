import type { HotelLocationRow, HotelRow } from './repository';

export interface HotelView {
  id: string;
  name: string;
  website: string;
  type: 'individual' | 'chain';
  category: HotelRow['category'];
  numberOfRooms: number | null;
  /** The chain's name as entered in onboarding; null for an individual hotel or a chain without one. */
  chainName: string | null;
  createdAt: string;
  location: {
    address: string;
    city: string;
    /** The English name, or a free text kept from before countries were chosen from a list. */
    country: string;
    /** ISO 3166-1 alpha-2; null for such a free text. */
    countryCode: string | null;
    postalCode: string | null;
  } | null;
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
    chainName: hotel.chainName,
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
