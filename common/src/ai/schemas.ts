import { z } from 'zod';
import { aiLimits } from './limits';
import { aiTexts } from './texts';

export const aiProviders = ['builtin', 'openai'] as const;
export const aiProviderSchema = z.enum(aiProviders);
export type AiProvider = z.infer<typeof aiProviderSchema>;

/** GET /api/ai/status: which generator answers, and how the UI names it. */
export const aiStatusSchema = z.object({ provider: aiProviderSchema, label: z.string() });
export type AiStatus = z.infer<typeof aiStatusSchema>;

/**
 * Optional facts about the hotel the writing assistant may use when asked for a longer text; all of it
 * is the user's own data, sent along by the page that already shows it.
 */
export const rewriteContextSchema = z.object({
  hotelName: z.string().trim().max(200).optional(),
  city: z.string().trim().max(200).optional(),
  category: z.string().trim().max(50).optional(),
  roomName: z.string().trim().max(200).optional(),
  features: z.array(z.string().trim().min(1).max(120)).max(60).optional(),
});
export type RewriteContext = z.infer<typeof rewriteContextSchema>;

/** POST /api/ai/rewrite: the writing assistant (spec part 2, section 7). */
export const rewriteRequestSchema = z.object({
  text: z.string().max(aiLimits.rewriteTextMaxChars, aiTexts.textTooLong).default(''),
  instruction: z
    .string(aiTexts.instructionRequired)
    .trim()
    .min(1, aiTexts.instructionRequired)
    .max(aiLimits.instructionMaxChars, aiTexts.instructionTooLong),
  context: rewriteContextSchema.optional(),
});
export type RewriteRequest = z.infer<typeof rewriteRequestSchema>;

/** The assistant answers with a list; the first item is the one the page uses. */
export const rewriteResponseSchema = z.object({ suggestions: z.array(z.string()).min(1) });
export type RewriteResponse = z.infer<typeof rewriteResponseSchema>;
