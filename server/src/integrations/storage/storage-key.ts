import { InvalidStorageKeyError } from './storage-errors';

const maxKeyLength = 512;
const allowedCharacters = /^[A-Za-z0-9._/-]+$/;

/**
 * True when a key is safe to use as a relative path under the files folder and as an S3 key: only
 * [A-Za-z0-9._/-], no leading or trailing slash, no empty segment, no `..` anywhere, and no segment starting
 * with a dot. Dot-names are kept for the local backend's temporary files, so no key can ever name one.
 */
export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > maxKeyLength) return false;
  if (!allowedCharacters.test(key) || key.includes('..')) return false;
  return key.split('/').every((segment) => segment.length > 0 && !segment.startsWith('.'));
}

/** Throws InvalidStorageKeyError unless `isValidStorageKey(key)`. */
export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key))
    throw new InvalidStorageKeyError(`invalid storage key: ${JSON.stringify(key)}`);
}

/**
 * A prefix must be a valid key followed by '/', so `hotel-assets/1/` can never also take `hotel-assets/12/`
 * and an empty prefix can never delete everything.
 */
export function assertValidStoragePrefix(prefix: string): void {
  if (!prefix.endsWith('/') || !isValidStorageKey(prefix.slice(0, -1))) {
    throw new InvalidStorageKeyError(`invalid storage prefix: ${JSON.stringify(prefix)}`);
  }
}

/** The route prefix under which the app serves stored files (features/files/routes.ts). */
export const filesRoutePrefix = '/files/';

/**
 * The URL a browser fetches a stored file from, relative to the app. Both backends serve through the app,
 * so the URL does not change when a deployment moves to S3 and the bucket can stay private.
 */
export function publicFileUrl(key: string): string {
  assertValidStorageKey(key);
  return `${filesRoutePrefix}${key}`;
}
