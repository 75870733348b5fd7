/**
 * Failed queries in the log without their values. Drizzle's error carries the parameters (user ids, what a user
 * typed) in its message, its stack and a `params` field, and the driver's error repeats values in `detail`
 * ("Key (email)=(...)") and, for a refused value, in its message. The log keeps what finds the fault: the SQL
 * text, the SQLSTATE and the driver's message with any quoted value masked.
 */
export function withoutQueryValues(error: unknown, depth = 0): unknown {
  // A cause chain is short; the bound only guards against a cycle.
  if (!(error instanceof Error) || depth > 8) return error;
  const cause = withoutQueryValues(error.cause, depth + 1);
  // The driver's own error (PGlite's also holds the query and its parameters).
  if (isDatabaseError(error)) {
    // Data exceptions (class 22: NUL in text, a bad number or date) quote the value they refused.
    const message = error.code.startsWith('22') ? maskQuoted(error.message) : error.message;
    return copyOf(error, message, { code: error.code, query: queryOf(error), cause });
  }
  // Drizzle's wrapper.
  if (isFailedQuery(error)) {
    // The log shows a cause's message and stack, not its fields: the SQLSTATE is lifted up to be seen.
    const sqlState =
      error.cause instanceof Error && isDatabaseError(error.cause) ? error.cause.code : undefined;
    return copyOf(error, `Failed query: ${error.query}`, { query: error.query, sqlState, cause });
  }
  if (error.cause === undefined) return error;
  return withCause(error, cause);
}

interface FailedQuery extends Error {
  query: string;
  params: unknown[];
}
interface DatabaseError extends Error {
  code: string;
}

const isFailedQuery = (error: Error): error is FailedQuery => {
  const fields = error as Partial<FailedQuery>;
  return typeof fields.query === 'string' && Array.isArray(fields.params);
};
const isDatabaseError = (error: Error): error is DatabaseError => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
};
const queryOf = (error: Error) => {
  const query = (error as { query?: unknown }).query;
  return typeof query === 'string' ? query : undefined;
};
const maskQuoted = (message: string) => message.replace(/"[^"]*"/g, '"[value]"');

/** A new error of the same kind with only the given fields; the stack keeps its frames, not the old message. */
function copyOf(original: Error, message: string, fields: Record<string, unknown>): Error {
  const copy = Object.create(Object.getPrototypeOf(original) as object) as Error;
  const framesAt = original.stack?.indexOf('\n    at ') ?? -1;
  const frames = framesAt >= 0 ? (original.stack ?? '').slice(framesAt) : '';
  Object.defineProperties(copy, {
    name: { value: original.name, enumerable: false },
    message: { value: message, enumerable: false },
    stack: { value: `${original.name}: ${message}${frames}`, enumerable: false },
  });
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) Object.assign(copy, { [key]: value });
  return copy;
}

/**
 * The same error with its cause replaced, wherever it is held: `cause` itself and an options object holding it
 * (AppError keeps its options, cause included, as a field).
 */
function withCause(original: Error, cause: unknown): Error {
  const copy = Object.create(Object.getPrototypeOf(original) as object) as Error;
  for (const key of Object.getOwnPropertyNames(original)) {
    const descriptor = Object.getOwnPropertyDescriptor(original, key);
    if (descriptor) Object.defineProperty(copy, key, descriptor);
  }
  Object.defineProperty(copy, 'cause', {
    value: cause,
    enumerable: false,
    configurable: true,
    writable: true,
  });
  for (const [key, value] of Object.entries(original) as [string, unknown][]) {
    if (value && typeof value === 'object' && 'cause' in value && value.cause === original.cause)
      Object.assign(copy, { [key]: { ...value, cause } });
  }
  return copy;
}
