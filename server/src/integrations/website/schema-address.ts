import { limits } from '@common/limits';
import { oneLine } from './clean-text';
import { asThing, plainText, valuesOf } from './schema-values';

export interface StructuredAddress {
  street: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
}

const postalCodeMaxLength = 20;
const partMaxLength = 120;

/**
 * An address from a PostalAddress (streetAddress, addressLocality, postalCode, addressCountry as text or a
 * Country with a name) or from a plain text, which is kept whole as the street line since its parts cannot be
 * told apart reliably. Null when nothing is said.
 */
export function addressOf(value: unknown, resolve: (value: unknown) => unknown): StructuredAddress | null {
  for (const entry of valuesOf(value).slice(0, 10)) {
    const resolved = resolve(entry);
    const postal = asThing(resolved);
    const address = postal
      ? {
          street: oneLine(plainText(postal.streetAddress), limits.addressMaxLength),
          city: oneLine(plainText(postal.addressLocality), partMaxLength),
          postalCode: oneLine(plainText(postal.postalCode), postalCodeMaxLength),
          country: oneLine(plainText(resolve(valuesOf(postal.addressCountry)[0])), partMaxLength),
        }
      : { street: oneLine(resolved, limits.addressMaxLength), city: null, postalCode: null, country: null };
    if (Object.values(address).some((part) => part !== null)) return address;
  }
  return null;
}
