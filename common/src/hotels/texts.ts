import { limits } from '../limits';

/** The hotel forms' checks (onboarding and Settings > Hotel), which the server answers with too. */
export const hotelFieldTexts = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  addressRequired: 'Address is required',
  addressTooLong: 'Address is too long',
  cityRequired: 'City is required',
  cityTooLong: 'City is too long',
  postalCodeTooLong: 'Postal code is too long',
  websiteRequired: 'Website is required',
  websiteTooLong: `A website address can be at most ${limits.websiteMaxLength} characters long`,
  invalidWebsite: 'Please enter a valid website',
  starRatingRange: 'The star rating is a whole number from 1 to 5',
} as const;
