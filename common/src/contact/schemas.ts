import { z } from 'zod';
import { limits } from '../limits';
import { emailSchema } from '../accounts/schemas';
import { singleLineText } from '../text';

export const contactMessageSchema = z.object({
  // The name goes into the support mail's subject: a line break there would start a new mail header.
  name: singleLineText().pipe(z.string().min(1, 'Name is required').max(limits.nameMaxLength)),
  email: emailSchema,
  message: z.string().trim().min(1, 'Message is required').max(limits.messageMaxLength),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const newsletterSignupSchema = z.object({
  email: emailSchema,
  source: z.enum(['hero', 'footer']),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;
