import { countryName } from '@common/hotels/countries';
import type { HotelCategory, HotelType } from '@common/hotels/hotel';
import type { Hotel } from './api/get-hotels';

/** Category names as the spec spells them (part 1, section 2 "Onboarding wizard"). */
export const hotelCategoryLabels: Record<HotelCategory, string> = {
  business: 'Business Hotel',
  family: 'Family Hotel',
  luxury: 'Luxury Hotel',
  beach: 'Beach Resort',
  mountain: 'Mountain Hotel',
  wellness: 'Wellness Hotel',
  city: 'City Hotel',
  other: 'Other',
};

export const hotelTypeLabels: Record<HotelType, string> = {
  individual: 'Individual hotel',
  chain: 'Hotel chain',
};

/** "Street 1, 10115 Berlin, Germany"; empty without a location. A country kept as free text shows as entered. */
export function addressLine(location: Hotel['location']): string {
  if (!location) return '';
  const cityLine = [location.postalCode, location.city].filter(Boolean).join(' ');
  const country = (location.countryCode && countryName(location.countryCode)) || location.country;
  return [location.address, cityLine, country].filter(Boolean).join(', ');
}
