import { z } from 'zod';
import { limits } from '../limits';
import { profileTexts } from '../profile/schemas';
import { singleLineText } from '../text';
import { isInvitationToken } from '../teams/invitation-link';
import { accountFormTexts as texts } from './texts';

export const passwordTooShortMessage = texts.passwordTooShort;

export const emailSchema = z
  .string()
  .trim()
  .min(1, texts.emailRequired)
  .max(limits.emailMaxLength, texts.emailTooLong)
  .pipe(z.email(texts.invalidEmail));

export const newPasswordSchema = z
  .string()
  .min(limits.passwordMinLength, passwordTooShortMessage)
  .max(limits.passwordMaxLength, texts.passwordTooLong);

/**
 * The token of the team invitation a sign-up or sign-in was made from (issue 36): the confirmation mail then leads
 * back to the invitation. Anything else is dropped, and the mail leads to the sign-in page as usual.
 */
const invitation = z
  .string()
  .refine((value) => isInvitationToken(value))
  .optional()
  .catch(undefined);

/**
 * The name an invited member signs up with (issue 36): they skip the onboarding that asks it, and their team sees
 * it (the account's name) until they fill Settings > Personal.
 */
export const accountNameSchema = singleLineText().pipe(
  z.string().min(1, texts.nameRequired).max(limits.nameMaxLength, profileTexts.nameTooLong),
);

export const signUpSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  invitation,
  name: accountNameSchema.optional(),
});
/** The invitation page's sign-up, which asks the name too. */
export const invitationSignUpSchema = signUpSchema.extend({ name: accountNameSchema });
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, texts.passwordRequired),
  invitation,
});
export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: texts.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** Settings > Personal, 'Change password': the current password proves it is the owner at the keyboard. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .min(1, texts.currentPasswordRequired)
    .max(limits.passwordMaxLength, texts.passwordTooLong),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The same with the repeated new password, checked in the browser before anything is sent. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: texts.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/**
 * Settings > Personal, 'Change e-mail address'. Password accounts confirm with their password, so a session
 * left open somewhere cannot move the account to another address (and from there reset the password).
 */
export const changeEmailSchema = z.object({
  newEmail: emailSchema,
  password: z.string().max(limits.passwordMaxLength, texts.passwordTooLong).optional(),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
