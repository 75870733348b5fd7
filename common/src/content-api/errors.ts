import { z } from 'zod';
import { errorCodes } from '../errors/error-codes';

const messageRefSchema = z.strictObject({
  id: z.string(),
  values: z.record(z.string(), z.string()).optional(),
});

/**
 * Every error answer of the API, the app's one error shape (server/src/http/error-body.ts): a code to act on, an
 * English message, and the message's id (with its values) for clients that show their own words.
 */
export const errorAnswerSchema = z
  .strictObject({
    error: z.strictObject({
      code: z
        .enum(Object.keys(errorCodes) as [keyof typeof errorCodes, ...(keyof typeof errorCodes)[]])
        .meta({
          description: 'What went wrong, for code to act on; never changes its meaning.',
          example: 'notFound',
        }),
      message: z.string().meta({ example: 'Hotel not found' }),
      messageId: z.string().optional().meta({ example: 'hotels.hotelNotFound' }),
      values: z.record(z.string(), z.string()).optional(),
      fields: z.record(z.string(), z.string()).optional().meta({
        description: 'A message per query field that was not accepted (400).',
      }),
      fieldMessages: z.record(z.string(), messageRefSchema).optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ContentErrorAnswer = z.infer<typeof errorAnswerSchema>;
