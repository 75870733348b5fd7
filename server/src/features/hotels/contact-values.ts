import { normalisePhone } from '@common/profile/phone-number';
import { AppError } from '../../lib/app-error';
import type { HotelRow } from './repository';

type ContactInput = {
  phone?: string;
  reservationsEmail?: string;
  starRating?: number | null;
  country: string;
};
export type ContactValues = Partial<Pick<HotelRow, 'phone' | 'reservationsEmail' | 'starRating'>>;

/**
 * The contact facts to write: a field the client left out keeps what is stored (clients from before issue 32
 * send none), an empty one clears it. The phone is stored in E.164, read as a number of the hotel's country.
 */
export function contactValues(input: ContactInput): ContactValues {
  const values: ContactValues = {};
  if (input.phone !== undefined) {
    const result = normalisePhone(input.phone, input.country);
    // The shared schema has checked it already; a number it let pass is refused the same way here.
    if (!result.ok) throw new AppError('validation', result.message, { fields: { phone: result.message } });
    values.phone = result.e164 || null;
  }
  if (input.reservationsEmail !== undefined) values.reservationsEmail = input.reservationsEmail || null;
  if (input.starRating !== undefined) values.starRating = input.starRating;
  return values;
}
