import { z } from 'zod';
import { limits } from '../limits';
import { addressFieldSchema, hotelCategorySchema, hotelNameSchema, websiteSchema } from './hotel';
import { countryFieldSchema } from './country-field';

const optionalPostalCode = z
  .string()
  .trim()
  .max(20, 'Postal code is too long')
  .optional()
  .transform((value) => (value ? value : null));

/** A hotel's address as entered in onboarding and settings. */
export const hotelAddressSchema = z.object({
  address: addressFieldSchema('Address'),
  city: addressFieldSchema('City'),
  country: countryFieldSchema,
  postalCode: optionalPostalCode,
});

/** Add hotel and edit hotel (settings): name, website, address, city and country are required. */
export const hotelInputSchema = z
  .object({
    name: hotelNameSchema,
    website: websiteSchema,
    category: hotelCategorySchema.default('business'),
  })
  .extend(hotelAddressSchema.shape);
export type HotelInput = z.input<typeof hotelInputSchema>;

export const hotelTexts = {
  loadFailed: 'Failed to load hotels. Please try again.',
  mustBeLoggedIn: 'You must be logged in to add a hotel',
  addFailed: 'Failed to add hotel. Please try again.',
  updateFailed: 'Failed to update hotel. Please try again.',
  deleteFailed: 'Failed to delete hotel. Please try again.',
  locationLoadFailed: 'Failed to load location data',
  deleteConfirm: 'Are you sure you want to delete this hotel? This action cannot be undone.',
  onlyChainsAddHotels: 'Only hotel chains can add more hotels.',
  onlyChainsDeleteHotels: 'Only hotel chains can delete hotels.',
  cannotDeleteLastHotel: 'You cannot delete your only hotel.',
  hotelNotFound: 'Hotel not found',
} as const;

export { limits };
