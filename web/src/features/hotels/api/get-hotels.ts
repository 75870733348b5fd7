import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelCategory, HotelType } from '@common/hotels/hotel';
import { apiRequest } from '@web/lib/api-client';

export interface Hotel {
  id: string;
  name: string;
  website: string;
  type: HotelType;
  category: HotelCategory;
  numberOfRooms: number | null;
  /** The chain's name as entered in onboarding; null for an individual hotel. */
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

export const getHotels = () => apiRequest<{ hotels: Hotel[] }>('/api/hotels').then((body) => body.hotels);

export const hotelsQueryOptions = () => queryOptions({ queryKey: ['hotels'], queryFn: getHotels });

/** The signed-in user's hotels, oldest first. */
export const useHotels = (enabled = true) => useQuery({ ...hotelsQueryOptions(), enabled });
