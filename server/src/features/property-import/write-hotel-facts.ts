import { normalisePhone } from '@common/profile/phone-number';
import type { Db } from '../../db/client';
import type { ListingHotelFacts } from '../../integrations/booking/listing';
import { fillEmptyHotelFacts, findHotelCountryCode } from './repository';

/**
 * The hotel's phone, reservations e-mail and stars from the source (issue 32), each only where the hotel has
 * none yet, by either import: the operator's own entry always wins. A phone that is no valid number of the
 * hotel's country (or, with its country code, of any) is left out rather than stored unreadable.
 */
export async function writeHotelFacts(tx: Db, hotelId: string, facts: ListingHotelFacts | undefined) {
  if (!facts) return;
  const phone = facts.phone ? normalisePhone(facts.phone, await findHotelCountryCode(tx, hotelId)) : null;
  const values = {
    phone: phone?.ok && phone.e164 ? phone.e164 : null,
    reservationsEmail: facts.reservationsEmail,
    starRating: facts.starRating,
  };
  if (values.phone === null && values.reservationsEmail === null && values.starRating === null) return;
  await fillEmptyHotelFacts(tx, hotelId, values);
}
