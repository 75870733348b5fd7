import { httpTexts } from '@common/errors/texts';
import type { z } from 'zod';
import { AppError } from './app-error';

/** Checks input against a shared schema; a mismatch answers 400 with a message per field. */
export function validate<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  // PostgreSQL cannot store NUL characters or half of a UTF-16 surrogate pair (not UTF-8) in text; refuse
  // them here instead of failing at the insert.
  if (containsUnstorableText(input)) throw new AppError('validation', httpTexts.notAllowedCharacters);
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? 'Invalid input';
  return raise(new AppError('validation', first, { fields }));
}

function raise(error: AppError): never {
  throw error;
}

/** In a `u` pattern a proper pair is one code point, so only a half without its partner matches. */
const loneSurrogate = /\p{Surrogate}/u;

/** Walks the input without recursion: a deeply nested body (up to the body limit) must not overflow the stack. */
function containsUnstorableText(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000') || loneSurrogate.test(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push(key, item);
    }
  }
  return false;
}
