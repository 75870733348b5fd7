/** The parts of a hotel location an address line shows. */
export interface AddressParts {
  address: string;
  postalCode?: string | null;
  city: string;
  country: string;
}

/** 'Seestraße 1, 78462 Konstanz, Germany': address, postal code with city, country; blank parts left out. */
export function formatAddress(location: AddressParts): string {
  const town = [location.postalCode, location.city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return [location.address.trim(), town, location.country.trim()].filter(Boolean).join(', ');
}
