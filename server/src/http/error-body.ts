import type { ApiErrorBody, ErrorCode } from '@common/errors/error-codes';
import { findSharedMessage } from '@common/messages/registry';

/** What an error answer says: the code, the user's message and a message per field. */
export interface ErrorAnswer {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}

/**
 * The body of every error answer: the message and field messages with the ids of the shared texts they are, so a
 * client in another interface language can show its own words. The error handler and the better-auth bridge
 * (which rewrites better-auth's own answers) both answer with it.
 */
export function errorBody({ code, message, fields }: ErrorAnswer): ApiErrorBody {
  const found = findSharedMessage(message);
  const fieldMessages = fields
    ? Object.fromEntries(
        Object.entries(fields).flatMap(([field, fieldMessage]) => {
          const ref = findSharedMessage(fieldMessage);
          return ref ? [[field, ref]] : [];
        }),
      )
    : undefined;
  return {
    error: {
      code,
      message,
      ...(found ? { messageId: found.id, ...(found.values ? { values: found.values } : {}) } : {}),
      ...(fields ? { fields } : {}),
      ...(fieldMessages && Object.keys(fieldMessages).length > 0 ? { fieldMessages } : {}),
    },
  };
}
