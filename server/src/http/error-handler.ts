import type { FastifyError, FastifyInstance } from 'fastify';
import { httpTexts } from '@common/errors/texts';
import { AppError } from '../lib/app-error';
import { errorBody } from './error-body';
import {
  databaseFailureSummary,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
  isRefusedValue,
} from '../lib/database-errors';

/** Turns every error into `{ error: { code, message, fields? } }`; stack traces stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const databaseDown = !(error instanceof AppError) && isDatabaseUnavailable(error);
    const appError = databaseDown
      ? new AppError('serviceUnavailable', databaseUnavailableMessage, { cause: error })
      : toAppError(error);
    // An outage fails every request alike: one line each, without a stack that would only repeat itself.
    if (databaseDown) request.log.warn({ database: databaseFailureSummary(error) }, 'database unavailable');
    else if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else if (appError.options.detail) request.log.info({ detail: appError.options.detail }, appError.message);
    return reply.status(appError.status).send(errorBody(appError));
  });
}

function toAppError(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('payloadTooLarge', httpTexts.tooLarge, { cause: error });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupportedMediaType', httpTexts.unsupportedContentType, { cause: error });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('validation', httpTexts.invalidJson, { cause: error });
  }
  // What a client sent must never answer 500: a value the database refuses (nesting is capped before
  // parsing, in input-guards.ts).
  if (isRefusedValue(error))
    return new AppError('validation', httpTexts.unstorableValue, {
      cause: error,
    });
  if (error.statusCode === 429) return new AppError('rateLimited', error.message, { cause: error });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    if (error instanceof SyntaxError) return new AppError('validation', httpTexts.invalidJson);
    return new AppError('validation', httpTexts.notProcessed, {
      cause: error,
      detail: error.message,
    });
  }
  return new AppError('internal', httpTexts.internal, { cause: error });
}
