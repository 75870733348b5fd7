import { z } from 'zod';
import { limits } from '@common/limits';
import { oneLine } from './clean-text';
import { asThing, plainText, valuesOf } from './schema-values';

/**
 * A hotel's e-mail (schema.org `email`), as a site writes it or as a link's address (`mailto:` in microdata and
 * RDFa); null when it is no address: a wrong address kept would send guests' mails nowhere.
 */
export function emailOf(value: unknown): string | null {
  const read = plainText(value);
  if (typeof read !== 'string') return null;
  const text = oneLine(read.replace(/^mailto:/i, '').split('?')[0], limits.emailMaxLength + 1);
  if (!text || text.length > limits.emailMaxLength) return null;
  return z.email().safeParse(text).success ? text : null;
}

/**
 * The official star rating (schema.org `starRating`, a Rating whose ratingValue is the stars, or a plain
 * number): a whole number from 1 to 5, else null. A half star ('3.5') is no official class to keep.
 */
export function starRatingOf(value: unknown): number | null {
  const first = valuesOf(value)[0];
  const rating = asThing(first);
  const read = rating ? plainText(rating.ratingValue) : first;
  const stars = typeof read === 'number' ? read : typeof read === 'string' ? Number(read.trim()) : NaN;
  return Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : null;
}
