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
