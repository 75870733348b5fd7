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
