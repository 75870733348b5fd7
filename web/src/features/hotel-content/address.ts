import type { AreaInfoView } from '@common/content/schemas';

type Location = NonNullable<AreaInfoView['location']>;

/** 'Seestraße 1, 78462 Konstanz, Germany': address, postal code with city, country; blank parts left out. */
export function formatAddress(location: Location): string {
  const town = [location.postalCode, location.city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return [location.address.trim(), town, location.country.trim()].filter(Boolean).join(', ');
}
