import { z } from 'zod';
import { limits } from '../limits';
import { accountFormTexts } from '../accounts/texts';
import { singleLineText } from '../text';
import { isPhoneShaped, phoneTexts } from './phone-number';

// The texts only the web shows (the profile's load and save failures, a photo too large) are in the web's
// profile catalogue (web/src/locales/en/profile.json); these are the server's answers.
export const profileTexts = {
  photoUpdateFailed: 'Failed to update profile photo',
  photoUploadFailed: 'Failed to upload photo. Please try again.',
  invalidPassword: 'Invalid password',
  deleteAccountFailed: 'Failed to delete account. Please try again.',
  emailMismatch: 'The e-mail address does not match your account.',
  notAnImage: 'Please choose an image file (JPEG, PNG, WebP, GIF, AVIF or TIFF).',
  // The profile form's checks.
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: `A name can be at most ${limits.nameMaxLength} characters long`,
  phoneTooLong: `A phone number can be at most ${limits.phoneMaxLength} characters long`,
} as const;

/**
 * Phone numbers as typed: digits, spaces and a leading '+' (issue 12: '+49 8821 123456' is kept as typed); the
 * server stores them in E.164 (normalisePhone).
 */
export const phoneSchema = z
  .string()
  .trim()
  .max(limits.phoneMaxLength, profileTexts.phoneTooLong)
  .refine(isPhoneShaped, phoneTexts.characters);

export const profileUpdateSchema = z.object({
  firstName: singleLineText().pipe(
    z.string().min(1, profileTexts.firstNameRequired).max(limits.nameMaxLength, profileTexts.nameTooLong),
  ),
  lastName: singleLineText().pipe(
    z.string().min(1, profileTexts.lastNameRequired).max(limits.nameMaxLength, profileTexts.nameTooLong),
  ),
  phone: phoneSchema,
  /**
   * The ISO country a number without country code belongs to, when the user has no hotel yet to take it from
   * (the onboarding's first step sends the browser's region).
   */
  phoneRegion: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  photoUrl: z.string().nullable(),
  email: z.string(),
  /** Whether the account has a password (else it confirms deletion by typing its e-mail address). */
  hasPassword: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Account deletion confirms with the password, or with the e-mail address for accounts without one. */
export const deleteAccountSchema = z.object({
  password: z.string().max(limits.passwordMaxLength, accountFormTexts.passwordTooLong).optional(),
  email: z.string().max(limits.emailMaxLength, accountFormTexts.emailTooLong).optional(),
});
