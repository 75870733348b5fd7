import type { MemberRole } from '../teams/roles';
import { z } from 'zod';
import { limits } from '../limits';
import { withoutControlCharacters } from '../text';
import { hotelFieldTexts as texts } from './texts';

export const hotelTypes = ['individual', 'chain'] as const;
export const hotelTypeSchema = z.enum(hotelTypes);
export type HotelType = z.infer<typeof hotelTypeSchema>;

export const hotelCategories = [
  'business',
  'family',
  'luxury',
  'beach',
  'mountain',
  'wellness',
  'city',
  'other',
] as const;
export const hotelCategorySchema = z.enum(hotelCategories);
export type HotelCategory = z.infer<typeof hotelCategorySchema>;

/** What the API shows of a hotel (GET /api/hotels and the hotel routes): explicit fields, no user id. */
export interface HotelView {
  id: string;
  /** The signed-in user's role in this hotel (issue 36). */
  role: MemberRole;
  name: string;
  website: string;
  type: HotelType;
  category: HotelCategory;
  numberOfRooms: number | null;
  /** The chain's name as entered in onboarding; null for an individual hotel or a chain without one. */
  chainName: string | null;
  /** The public phone number in E.164 (issue 32), or null. */
  phone: string | null;
  /** Where guests write to book (issue 32), or null. */
  reservationsEmail: string | null;
  /** The official star rating, 1 to 5, or null where the hotel has none. */
  starRating: number | null;
  createdAt: string;
  location: {
    address: string;
    city: string;
    /** The English name, or a free text kept from before countries were chosen from a list. */
    country: string;
    /** ISO 3166-1 alpha-2; null for such a free text. */
    countryCode: string | null;
    postalCode: string | null;
  } | null;
}

/** DECISIONS.md point 10: a website without http:// or https:// gets https:// prepended. */
export function normalizeWebsite(website: string): string {
  const trimmed = website.trim();
  if (trimmed === '') return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * A one-line text without control characters: dropped rather than refused, as addresses also come from a
 * property import, where a line break inside a street is the page's layout, not the user's typing.
 */
export const oneLineText = () => z.string().transform((text) => withoutControlCharacters(text).trim());

const requiredText = (max: number, messages: { required: string; tooLong: string }) =>
  oneLineText().pipe(z.string().min(1, messages.required).max(max, messages.tooLong));

export const websiteSchema = z
  .string()
  .trim()
  .min(1, texts.websiteRequired)
  .max(limits.websiteMaxLength, texts.websiteTooLong)
  .transform(normalizeWebsite)
  .pipe(z.url(texts.invalidWebsite));

export const hotelNameSchema = requiredText(limits.hotelNameMaxLength, {
  required: texts.nameRequired,
  tooLong: texts.nameTooLong,
});
export const addressSchema = requiredText(limits.addressMaxLength, {
  required: texts.addressRequired,
  tooLong: texts.addressTooLong,
});
export const citySchema = requiredText(limits.addressMaxLength, {
  required: texts.cityRequired,
  tooLong: texts.cityTooLong,
});
