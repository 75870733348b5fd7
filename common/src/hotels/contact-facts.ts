import { z } from 'zod';
import { accountFormTexts } from '../accounts/texts';
import { limits } from '../limits';
import { phoneSchema } from '../profile/schemas';
import { hotelFieldTexts } from './texts';

/**
 * The hotel's contact facts the channels ask for (issue 32): a public phone number, a reservations e-mail and
 * the official star rating. Each is optional; in an update, a field left out keeps what is stored, an empty
 * text (or a null rating) clears it.
 */
export const hotelContactShape = {
  /** As typed; checked and stored in E.164 against the hotel's country (hotelPhoneIssue). */
  phone: phoneSchema.optional(),
  reservationsEmail: z
    .string()
    .trim()
    .max(limits.emailMaxLength, accountFormTexts.emailTooLong)
    .refine((email) => email === '' || z.email().safeParse(email).success, accountFormTexts.invalidEmail)
    .optional(),
  starRating: z
    .number(hotelFieldTexts.starRatingRange)
    .int(hotelFieldTexts.starRatingRange)
    .min(1, hotelFieldTexts.starRatingRange)
    .max(5, hotelFieldTexts.starRatingRange)
    .nullable()
    .optional(),
};

/** The official ratings a hotel can have, lowest first. */
export const starRatings = [1, 2, 3, 4, 5] as const;
