import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { OtaType } from '@common/ota/channels';
import type { SavedLogin } from '../../integrations/remote-browser/remote-browser';

/**
 * Saved logins are sealed at rest (DECISIONS.md point 9): AES-256-GCM under a key derived from SECRET_KEY, so a
 * sealed login does not read as plaintext in the database. Stored as
 * version + '.' + base64url(iv) + '.' + base64url(tag) + '.' + base64url(ciphertext).
 *
 * The additional authenticated data says what the login is for, so a sealed text copied to another row does not
 * open there (issue 30, point 10):
 * - 'v2' (written since): the purpose ('ota-login'), the hotel's id and the channel, so Booking.com's login
 *   neither opens for another hotel nor as the hotel's Expedia login;
 * - 'v1' (written before): the hotel's id alone. Still opened; each is sealed again as v2 by the pass at start
 *   (reseal-logins.ts) and by every new save.
 */
/** The version new seals are written in: texts start with it and a dot. */
export const currentSealVersion = 'v2';
const ivBytes = 12;
const tagBytes = 16;
const purpose = 'ota-login';

/** Whom a sealed login belongs to: the hotel and the channel it logs into. */
export interface LoginBinding {
  hotelId: string;
  channel: OtaType;
}

export class SealedLoginError extends Error {}

/** The sealing key; HKDF keeps it apart from every other use of the secret. */
export function sealingKey(secretKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), 'ota-login-context', 32));
}

function additionalData(version: string, { hotelId, channel }: LoginBinding): Buffer {
  // Hotel ids are UUIDs and channels fixed words: no part can hold the separator.
  const text = version === 'v1' ? hotelId : [purpose, hotelId, channel].join('\n');
  return Buffer.from(text, 'utf8');
}

export function sealLogin(key: Buffer, binding: LoginBinding, login: SavedLogin): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes });
  cipher.setAAD(additionalData(currentSealVersion, binding));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(login), 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [currentSealVersion, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Whether a sealed text is of an older version, to be sealed again as the current one. */
export const isSealedByOlderVersion = (sealed: string) => !sealed.startsWith(`${currentSealVersion}.`);

/**
 * Throws SealedLoginError when the text was altered, sealed under another key, or for another hotel or (v2)
 * channel.
 */
export function unsealLogin(key: Buffer, binding: LoginBinding, sealed: string): SavedLogin {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (
    (version !== 'v1' && version !== 'v2') ||
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
    decipher.setAAD(additionalData(version, binding));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as SavedLogin;
  } catch (error) {
    throw new SealedLoginError('the sealed login cannot be opened', { cause: error });
  }
}

/** Opens a sealed login under one key and seals it under another (or the same) key as the current version. */
export function sealAgain(keys: { from: Buffer; to: Buffer }, binding: LoginBinding, sealed: string): string {
  return sealLogin(keys.to, binding, unsealLogin(keys.from, binding, sealed));
}
