import { z } from 'zod';
import {
  addressSchema,
  citySchema,
  hotelCategorySchema,
  hotelTypeSchema,
  normalizeWebsite,
  oneLineText,
} from '../hotels/hotel';
import { countryFieldSchema, countryTexts } from '../hotels/country-field';
import { hotelFieldTexts } from '../hotels/texts';
import { limits } from '../limits';
import { roomCountSchema } from './room-count';

// The wizard's other texts are in the web's onboarding catalogue (web/src/locales/en/onboarding.json); these
// stay because the shared schemas below give them as their validation messages.
export const onboardingTexts = {
  chainNameRequired: 'Chain name is required',
  addLocation: 'Add at least one location',
  tooManyLocations: 'At most 50 locations at once',
} as const;

/** The six steps, in order (spec part 1, section 2 "Onboarding wizard"). */
export const onboardingSteps = [
  'personal',
  'hotel-type',
  'location',
  'category',
  'import',
  'subscription',
] as const;
export const onboardingStepSchema = z.enum(onboardingSteps);
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

export const onboardingLocationSchema = z.object({
  name: oneLineText().pipe(
    z
      .string()
      .min(1, hotelFieldTexts.nameRequired)
      .max(limits.hotelNameMaxLength, hotelFieldTexts.nameTooLong),
  ),
  address: addressSchema,
  city: citySchema,
  country: countryFieldSchema,
  postalCode: z
    .string()
    .trim()
    .max(20, hotelFieldTexts.postalCodeTooLong)
    .optional()
    .transform((value) => (value ? value : null)),
});
export type OnboardingLocation = z.input<typeof onboardingLocationSchema>;

const optionalWebsite = z
  .string()
  .trim()
  .max(limits.websiteMaxLength, hotelFieldTexts.websiteTooLong)
  .optional()
  .transform((value) => (value ? normalizeWebsite(value) : ''))
  .pipe(z.union([z.literal(''), z.url(hotelFieldTexts.invalidWebsite)]));

/** Creates the user's hotels at the end of the category step: one hotel per location. */
export const onboardingHotelsSchema = z
  .object({
    hotelType: hotelTypeSchema,
    /** The hotel's or chain's name as entered; each hotel is named after its location. */
    hotelName: oneLineText()
      .pipe(z.string().max(limits.hotelNameMaxLength, hotelFieldTexts.nameTooLong))
      .default(''),
    hotelWebsite: optionalWebsite,
    category: hotelCategorySchema,
    locations: z
      .array(onboardingLocationSchema)
      .min(1, onboardingTexts.addLocation)
      .max(50, onboardingTexts.tooManyLocations),
  })
  // The field is marked required for a chain: the chain's name is kept on its hotels and shown with them.
  .superRefine((input, context) => {
    if (input.hotelType === 'chain' && input.hotelName === '')
      context.addIssue({ code: 'custom', path: ['hotelName'], message: onboardingTexts.chainNameRequired });
  });
export type OnboardingHotelsInput = z.input<typeof onboardingHotelsSchema>;

/**
 * What the wizard keeps on the server between steps so a reload resumes with the values entered. The wizard saves
 * it as the user goes, so each limit a person can type (or click) past answers with the final schemas' text for
 * it, never zod's own 'Too big: ...'. The location's id is the wizard's own, never typed.
 */
export const onboardingDraftSchema = z.object({
  hotelType: hotelTypeSchema.nullable().optional(),
  hotelName: z.string().max(limits.hotelNameMaxLength, hotelFieldTexts.nameTooLong).optional(),
  hotelWebsite: z.string().max(limits.websiteMaxLength, hotelFieldTexts.websiteTooLong).optional(),
  category: hotelCategorySchema.nullable().optional(),
  roomCount: roomCountSchema.optional(),
  locations: z
    .array(
      z.object({
        id: z.string().max(64),
        name: z.string().max(limits.hotelNameMaxLength, hotelFieldTexts.nameTooLong),
        address: z.string().max(limits.addressMaxLength, hotelFieldTexts.addressTooLong),
        city: z.string().max(limits.addressMaxLength, hotelFieldTexts.cityTooLong),
        country: z.string().max(limits.addressMaxLength, countryTexts.chooseFromList),
        postalCode: z.string().max(20, hotelFieldTexts.postalCodeTooLong).optional(),
      }),
    )
    .max(50, onboardingTexts.tooManyLocations)
    .optional(),
});
export type OnboardingDraft = z.infer<typeof onboardingDraftSchema>;

export const onboardingProgressSchema = z.object({
  step: onboardingStepSchema,
  draft: onboardingDraftSchema,
});

export interface OnboardingState {
  step: OnboardingStep;
  completed: boolean;
  hasHotels: boolean;
  draft: OnboardingDraft;
}
