import type { z } from 'zod';
import { sharedText } from './i18n/shared-text';

/**
 * The first message per field of a failed check, keyed by the field's name, for showing under each input: the
 * shared schemas' messages, in the interface language.
 */
export function messagesByField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    errors[key] ??= sharedText(issue.message);
  }
  return errors;
}
