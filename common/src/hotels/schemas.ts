import { z } from 'zod';
import { limits } from '../limits';
import { addressSchema, citySchema, hotelCategorySchema, hotelNameSchema, websiteSchema } from './hotel';
import { hotelFieldTexts } from './texts';
import { countryFieldSchema } from './country-field';
import { hotelContactShape } from './contact-facts';
import { normalisePhone } from '../profile/phone-number';

const optionalPostalCode = z
  .string()
  .trim()
  .max(20, hotelFieldTexts.postalCodeTooLong)
  .optional()
  .transform((value) => (value ? value : null));

/** A hotel's address as entered in onboarding and settings. */
export const hotelAddressSchema = z.object({
  address: addressSchema,
  city: citySchema,
  country: countryFieldSchema,
  postalCode: optionalPostalCode,
});

/**
 * Add hotel and edit hotel (settings): name, website, address, city and country are required; the contact
 * facts are optional. The phone is checked as a number of the hotel's country, as the profile's phone is.
 */
export const hotelInputSchema = z
  .object({
    name: hotelNameSchema,
    website: websiteSchema,
    category: hotelCategorySchema.default('business'),
  })
  .extend(hotelAddressSchema.shape)
  .extend(hotelContactShape)
  .superRefine(
    (hotel, context) => {
      if (!hotel.phone) return;
      const result = normalisePhone(hotel.phone, hotel.country);
      if (!result.ok) context.addIssue({ code: 'custom', path: ['phone'], message: result.message });
    },
    // Checked beside the other fields' messages, so the form shows them all at once; not when the phone or the
    // country has failed its own check (then there is no country to read the number in).
    { when: ({ issues }) => !issues.some(({ path }) => path?.[0] === 'phone' || path?.[0] === 'country') },
  );
export type HotelInput = z.input<typeof hotelInputSchema>;

// The texts only the web shows (load, add, update and delete failures, the delete question) are in the web's
// hotels catalogue (web/src/locales/en/hotels.json); these are the server's answers.
export const hotelTexts = {
  onlyChainsAddHotels: 'Only hotel chains can add more hotels.',
  onlyChainsDeleteHotels: 'Only hotel chains can delete hotels.',
  cannotDeleteLastHotel: 'You cannot delete your only hotel.',
  hotelNotFound: 'Hotel not found',
} as const;

export { limits };
