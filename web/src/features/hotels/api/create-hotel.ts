import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import type { HotelSaveInput } from '../hotel-save-input';
import type { Hotel } from './get-hotels';

/** Adds a hotel to the user's chain (the server refuses it unless the first hotel is a chain). */
export const createHotel = (input: HotelSaveInput) =>
  apiRequest<{ hotel: Hotel }>('/api/hotels', { method: 'POST', body: input }).then((body) => body.hotel);

export function useCreateHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHotel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hotels'] }),
  });
}
