import { createHash, randomBytes } from 'node:crypto';

/**
 * An API key: `hcs_` + 8 characters the owner sees in the list (the prefix) + 32 secret ones, all base62
 * (letters and digits: nothing a shell, URL or header needs to escape, and a double-click selects all of it).
 * 40 random base62 characters hold about 238 bits, so the key needs no slow hash: no one can guess it, and
 * stealing the table of hashes gives nothing to try offline. Only the SHA-256 of the whole key is stored.
 */
const keyPattern = /^hcs_[0-9A-Za-z]{40}$/;
const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const visibleCharacters = 8;
const randomCharacters = 40;

export interface NewApiKey {
  /** The whole key, shown once to its owner and never stored. */
  key: string;
  /** What the list shows (`hcs_ab12CD34`). */
  prefix: string;
  hash: string;
}

export function generateApiKey(): NewApiKey {
  const key = `hcs_${randomBase62(randomCharacters)}`;
  return { key, prefix: visiblePrefix(key), hash: hashApiKey(key) };
}

export const isWellFormedApiKey = (candidate: string) => keyPattern.test(candidate);

export const visiblePrefix = (key: string) => key.slice(0, 'hcs_'.length + visibleCharacters);

/** Lowercase hex SHA-256 of the whole key: what the table stores and the door looks up. */
export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** Looks like one of our keys anywhere in a text (a query string): refused unread, redacted from logs. */
export const apiKeyInText = /hcs_[0-9A-Za-z]{8,}/;

/**
 * Random base62 characters without bias: bytes of 248 and above are dropped, so each of the 62 characters is
 * equally likely (248 = 4 × 62).
 */
function randomBase62(length: number) {
  let result = '';
  while (result.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= 248) continue;
      result += alphabet[byte % 62];
      if (result.length === length) break;
    }
  }
  return result;
}
