import { errorCodes, type ErrorCode } from '@common/errors/error-codes';
import { httpTexts } from '@common/errors/texts';

/**
 * The one error type the API throws on purpose. `message` is what the user sees (the spec's words);
 * `detail` goes only to the log.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: { detail?: string; fields?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = errorCodes[code];
  }

  get fields() {
    return this.options.fields;
  }
}

export const notFound = (message: string = httpTexts.notFound) => new AppError('notFound', message);
export const unauthenticated = () => new AppError('unauthenticated', httpTexts.signInRequired);
