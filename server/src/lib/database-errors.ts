import { httpTexts } from '@common/errors/texts';
import { DrizzleQueryError } from 'drizzle-orm/errors';

/** The SQLSTATE of a database error, from either driver (drizzle wraps it as the cause). */
function databaseErrorCode(error: unknown): string | undefined {
  const withCode = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = withCode?.cause?.code ?? withCode?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A row pointed at something that was deleted meanwhile (foreign_key_violation). */
export const isForeignKeyViolation = (error: unknown) => databaseErrorCode(error) === '23503';

/** Another row already holds the unique value (unique_violation), e.g. two writes of the same thing at once. */
export const isUniqueViolation = (error: unknown) => databaseErrorCode(error) === '23505';

/**
 * A value the database cannot take (NUL in text, a date past its range): input the checks let through, so the
 * request is refused rather than failed. Only SQLSTATEs about the value itself, never about the schema.
 */
const refusedValueCodes = new Set(['22021', '22P05', '22008', '22007']);
export const isRefusedValue = (error: unknown) => refusedValueCodes.has(databaseErrorCode(error) ?? '');

/**
 * SQLSTATEs that say the server is not there for us rather than that a query was wrong: class 08 (connection
 * exceptions), 57P01-57P03 (the server shuts down or is still starting) and 53300 (too many connections).
 */
const unavailableStates = /^(08...|57P0[123]|53300)$/;
/** Socket errors of a server that is stopped, unreachable or was cut off. */
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * node-postgres reports a connection closed under it, its connect timeout and a pool closed by our own shutdown
 * with a message and no code, so these few are recognised by their words.
 */
const unavailableMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable/,
  /Cannot use a pool after calling end/,
];

/**
 * The database cannot be reached or dropped the connection (stopped, restarting, network gone): a temporary
 * state of the service, answered 503, never a fault of the request. Looks through drizzle's wrapper (`cause`)
 * and the several attempts of one connect (an AggregateError's `errors`, one per address).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  // A cause chain is short; the bound only guards against a cycle.
  if (typeof error !== 'object' || error === null || depth > 8) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (unavailableStates.test(code) || unavailableSocketCodes.has(code)))
    return true;
  if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message)))
    return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * One line for the log about a failure to reach the database: each code and message down the cause chain
 * (e.g. "ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432"), without the stack that says nothing here and
 * without drizzle's wrapper, whose message carries the query's values.
 */
export function databaseFailureSummary(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const { code, message, cause, errors } = current as Record<string, unknown>;
    if (!(current instanceof DrizzleQueryError)) {
      const part = [code, message].filter((value) => typeof value === 'string' && value).join(' ');
      if (part && !parts.includes(part)) parts.push(part);
    }
    // Of one connect's several attempts (an AggregateError), the first says enough.
    current = cause ?? (Array.isArray(errors) ? (errors as unknown[])[0] : undefined);
  }
  return parts.join(': ') || String(error);
}

/**
 * What a request meets while the database is stopped, restarting or cut off, whether its own query failed or the
 * shared rate-limit count it needed could not be taken.
 */
export const databaseUnavailableMessage = httpTexts.unavailable;
