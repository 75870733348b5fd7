import type { MessageRef } from '../messages/message-ref';

/**
 * Every error the API can answer with. The web client maps codes (never message text) to behaviour;
 * the message shown to the user travels with the error and is the spec's wording.
 */
export const errorCodes = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  /** An exact duplicate (same bytes) of something the hotel already has. */
  duplicate: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  rateLimited: 429,
  internal: 500,
  serviceUnavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

/**
 * The body of every error answer. `message` and each of `fields` are in English as the product ships; where a
 * text is one of the shared texts (common/src/messages/registry.ts), its id and values travel beside it
 * (`messageId`, `values`, `fieldMessages`), so a client in another language can show its own words.
 */
export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    messageId?: string;
    values?: Record<string, string>;
    fields?: Record<string, string>;
    fieldMessages?: Record<string, MessageRef>;
  };
}
