import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import type { HotelSaveInput } from '../hotel-save-input';
import type { Hotel } from './get-hotels';

export interface UpdateHotelInput {
  hotelId: string;
  hotel: HotelSaveInput;
}

export const updateHotel = ({ hotelId, hotel }: UpdateHotelInput) =>
  apiRequest<{ hotel: Hotel }>(`/api/hotels/${encodeURIComponent(hotelId)}`, {
    method: 'PUT',
    body: hotel,
  }).then((body) => body.hotel);

export function useUpdateHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHotel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hotels'] }),
  });
}
