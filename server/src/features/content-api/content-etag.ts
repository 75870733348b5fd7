import { createHash } from 'node:crypto';
import { featureCatalogue } from '../hotel-features/catalogue';

/**
 * Raised by hand when an answer's shape or meaning changes in a release, so the ETags clients hold stop
 * matching answers that would now read differently. 2: texts per language (issue 37).
 */
const answersRevision = 2;

/**
 * The feature catalogue's names are written from the code at every start, not by the hotel, so no version of
 * the hotel's counts a renamed entry: its fingerprint is part of every ETag instead, the same in every process.
 */
const catalogueFingerprint = createHash('sha256')
  .update(JSON.stringify(featureCatalogue))
  .digest('base64url')
  .slice(0, 12);

/**
 * A strong ETag from what an answer is made of: the route and its parameters, the hotel's versions (raised by
 * database triggers in the same transaction as any change to what the answers show, translations included;
 * migrations 0004, 0005, 0007, 0021, 0024, 0038), its served languages and the app's address (the file URLs).
 * Computing it reads nothing, so a 304 costs no query.
 */
export function contentEtag(parts: readonly unknown[]): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([answersRevision, catalogueFingerprint, ...parts]))
    .digest('base64url');
  return `"${hash.slice(0, 32)}"`;
}
