import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelView } from '@common/hotels/hotel';
import { apiRequest } from '@web/lib/api-client';

/** A hotel as the API shows it. */
export type Hotel = HotelView;

export const getHotels = () => apiRequest<{ hotels: Hotel[] }>('/api/hotels').then((body) => body.hotels);

export const hotelsQueryOptions = () => queryOptions({ queryKey: ['hotels'], queryFn: getHotels });

/** The signed-in user's hotels, oldest first. */
export const useHotels = (enabled = true) => useQuery({ ...hotelsQueryOptions(), enabled });
