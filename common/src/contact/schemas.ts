import { z } from 'zod';
import { limits } from '../limits';
import { emailSchema } from '../accounts/schemas';
import { singleLineText } from '../text';
import { contactTexts } from './texts';

export const contactMessageSchema = z.object({
  // The name goes into the support mail's subject: a line break there would start a new mail header.
  name: singleLineText().pipe(
    z.string().min(1, contactTexts.nameRequired).max(limits.nameMaxLength, contactTexts.nameTooLong),
  ),
  email: emailSchema,
  message: z
    .string()
    .trim()
    .min(1, contactTexts.messageRequired)
    .max(limits.messageMaxLength, contactTexts.messageTooLong),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const newsletterSignupSchema = z.object({
  email: emailSchema,
  source: z.enum(['hero', 'footer']),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;
