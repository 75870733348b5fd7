import { z } from 'zod';
import { limits } from '../limits';

/** Phone numbers are digits only (spec part 1, section 5). */
export const phoneSchema = z
  .string()
  .trim()
  .max(limits.phoneMaxLength)
  .regex(/^\d*$/, 'Phone number may contain digits only');

export const profileUpdateSchema = z.object({
  firstName: z.string().trim().max(limits.nameMaxLength),
  lastName: z.string().trim().max(limits.nameMaxLength),
  phone: phoneSchema,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  photoUrl: z.string().nullable(),
  email: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
