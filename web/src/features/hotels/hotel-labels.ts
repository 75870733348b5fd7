import { countryName } from '@common/hotels/countries';
import type { Hotel } from './api/get-hotels';

/** "Street 1, 10115 Berlin, Germany"; empty without a location. A country kept as free text shows as entered. */
export function addressLine(location: Hotel['location']): string {
  if (!location) return '';
  const cityLine = [location.postalCode, location.city].filter(Boolean).join(' ');
  const country = (location.countryCode && countryName(location.countryCode)) || location.country;
  return [location.address, cityLine, country].filter(Boolean).join(', ');
}
