import { useActiveHotel } from '@web/features/hotels/active-hotel';

/**
 * Whether the signed-in user may see and change billing (issue 36): the owner pays, so a user who works on other
 * people's hotels and owns none may not; a user without any hotel yet (signing up) may. The server decides every
 * request (server/src/features/billing/billing-access.ts); this only closes what it would refuse. Null while the
 * hotels load.
 */
export function useBillingAllowed(): boolean | null {
  const { hotels, isLoading } = useActiveHotel();
  if (isLoading) return null;
  return hotels.length === 0 || hotels.some((hotel) => hotel.role === 'owner');
}
