import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { SavedLogin } from '../../integrations/remote-browser/remote-browser';

/**
 * Saved logins are sealed at rest (DECISIONS.md point 9): AES-256-GCM under a key derived from SECRET_KEY, with
 * the hotel's id as additional authenticated data, so a sealed login neither reads as plaintext in the database
 * nor opens for another hotel. Stored as 'v1.' + base64url(iv) + '.' + base64url(tag) + '.' + base64url(ciphertext).
 */
const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

export class SealedLoginError extends Error {}

/** The sealing key; HKDF keeps it apart from every other use of the secret. */
export function sealingKey(secretKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), 'ota-login-context', 32));
}

export function sealLogin(key: Buffer, hotelId: string, login: SavedLogin): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes });
  cipher.setAAD(Buffer.from(hotelId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(login), 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [version, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Throws SealedLoginError when the text was altered, sealed under another key or for another hotel. */
export function unsealLogin(key: Buffer, hotelId: string, sealed: string): SavedLogin {
  const [prefix, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (
    prefix !== version ||
    iv === undefined ||
    tag === undefined ||
    ciphertext === undefined ||
    rest.length > 0
  )
    throw new SealedLoginError('not a sealed login');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: tagBytes,
    });
    decipher.setAAD(Buffer.from(hotelId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as SavedLogin;
  } catch (error) {
    throw new SealedLoginError('the sealed login cannot be opened', { cause: error });
  }
}
