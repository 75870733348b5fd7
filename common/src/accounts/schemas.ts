import { z } from 'zod';
import { limits } from '../limits';

export const passwordTooShortMessage = 'Password must be at least 8 characters';

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'E-mail is required')
  .max(limits.emailMaxLength)
  .pipe(z.email('Please enter a valid e-mail address'));

export const newPasswordSchema = z
  .string()
  .min(limits.passwordMinLength, passwordTooShortMessage)
  .max(limits.passwordMaxLength, 'Password is too long');

export const signUpSchema = z.object({ email: emailSchema, password: newPasswordSchema });
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required'),
});
export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** Settings > Personal, 'Change password': the current password proves it is the owner at the keyboard. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .min(1, 'Enter your current password')
    .max(limits.passwordMaxLength, 'Password is too long'),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The same with the repeated new password, checked in the browser before anything is sent. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/**
 * Settings > Personal, 'Change e-mail address'. Password accounts confirm with their password, so a session
 * left open somewhere cannot move the account to another address (and from there reset the password).
 */
export const changeEmailSchema = z.object({
  newEmail: emailSchema,
  password: z.string().max(limits.passwordMaxLength, 'Password is too long').optional(),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
