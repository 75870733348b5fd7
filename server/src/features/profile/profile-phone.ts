import type { ProfileUpdate } from '@common/profile/schemas';
import { normalisePhone } from '@common/profile/phone-number';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listHotels } from '../hotels/service';

/**
 * The phone to store, in E.164. A number without country code is read as one of the country of the user's
 * first hotel, or before there is one, of the region the client names. A phone sent back unchanged is kept as
 * stored: numbers saved before E.164 (digits only) cannot be read reliably and are not the user's typing now.
 */
export async function normaliseProfilePhone(
  db: Db,
  userId: string,
  update: Pick<ProfileUpdate, 'phone' | 'phoneRegion'>,
  storedPhone: string,
): Promise<string> {
  if (update.phone === storedPhone) return storedPhone;
  const [firstHotel] = await listHotels(db, userId);
  const region = firstHotel?.location?.countryCode ?? update.phoneRegion ?? null;
  const result = normalisePhone(update.phone, region);
  if (!result.ok) throw new AppError('validation', result.message, { fields: { phone: result.message } });
  return result.e164;
}
