import { countryName } from '@common/hotels/countries';
import type { LocationValues } from './repository';

interface ParsedLocation {
  address: string;
  city: string;
  /** The ISO code, as the shared schemas hand it over. */
  country: string;
  postalCode: string | null;
}

/**
 * A location as stored: the country's code, and its English name beside it for the texts and AI prompts that
 * read the country as words.
 */
export function locationValues(location: ParsedLocation): LocationValues {
  return {
    address: location.address,
    city: location.city,
    country: countryName(location.country) ?? location.country,
    countryCode: location.country,
    postalCode: location.postalCode,
  };
}
