import type { HotelPolicies } from '@common/content/policies';
import type { ContentFeature } from '@common/content-api/facilities';
import type { ContentHotel, ContentHotelSummary } from '@common/content-api/hotel';
import { storedEntryName } from '../hotel-features/catalogue-names/catalogue-name';
import type { FeatureRow } from './repository';
import type { PublishedLanguages } from '../translations/published-texts';

/** The hotel's own row and address as the hotels feature reads them (only the fields shown are named). */
export interface HotelSource {
  hotel: {
    id: string;
    name: string;
    website: string;
    phone: string | null;
    reservationsEmail: string | null;
    starRating: number | null;
  };
  location: {
    address: string;
    postalCode: string | null;
    city: string;
    country: string;
    countryCode: string | null;
  } | null;
}

/**
 * An entry's name in each served language: the catalogue's translation, or for a hotel's own entry (an import's)
 * its one wording in each (catalogue-names/catalogue-name.ts).
 */
const namesOf = (entry: { id: string; name: string }, languages: PublishedLanguages) =>
  Object.fromEntries(languages.served.map((language) => [language, storedEntryName(entry, language)]));

export const presentFeature = (row: FeatureRow, languages: PublishedLanguages): ContentFeature => ({
  id: row.id,
  name: row.name,
  names: namesOf(row, languages),
  group: {
    id: row.groupId,
    name: row.groupName,
    names: namesOf({ id: row.groupId, name: row.groupName }, languages),
  },
});

const presentAddress = (location: HotelSource['location']): ContentHotel['address'] =>
  location
    ? {
        streetAddress: location.address,
        postalCode: location.postalCode,
        city: location.city,
        country: location.country,
        countryCode: location.countryCode,
      }
    : null;

/** An entry of the key's hotel list. */
export function presentHotelSummary({ hotel, location }: HotelSource): ContentHotelSummary {
  return {
    id: hotel.id,
    name: hotel.name,
    website: hotel.website.trim() === '' ? null : hotel.website,
    address: presentAddress(location),
  };
}

/** The hotel with what it states for guests; every field named, so a new column never leaves by accident. */
export function presentHotel(
  source: HotelSource,
  policies: HotelPolicies,
  otherPolicies: readonly FeatureRow[],
  languages: PublishedLanguages,
): ContentHotel {
  const { hotel } = source;
  return {
    ...presentHotelSummary(source),
    phone: hotel.phone,
    reservationsEmail: hotel.reservationsEmail,
    starRating: hotel.starRating,
    checkIn: { from: policies.checkIn.from, until: policies.checkIn.until },
    checkOut: { from: policies.checkOut.from, until: policies.checkOut.until },
    policies: {
      pets: policies.pets,
      smoking: policies.smoking,
      parties: policies.parties,
      children: policies.children,
      other: otherPolicies.map((row) => presentFeature(row, languages)),
    },
    primaryLanguage: languages.primary,
    languages: [...languages.served],
  };
}
