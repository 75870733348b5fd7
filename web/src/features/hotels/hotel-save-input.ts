import type { z } from 'zod';
import type { hotelInputSchema } from '@common/hotels/schemas';

export type ParsedHotelForm = z.output<typeof hotelInputSchema>;

/** The body of POST /api/hotels and PUT /api/hotels/:id; the API reads the postal code as optional text. */
export type HotelSaveInput = Omit<ParsedHotelForm, 'postalCode'> & { postalCode?: string };

/** The parsed form (website already normalised by the shared schema) as the API expects it. */
export function toHotelSaveInput({ postalCode, ...hotel }: ParsedHotelForm): HotelSaveInput {
  return postalCode ? { ...hotel, postalCode } : hotel;
}
