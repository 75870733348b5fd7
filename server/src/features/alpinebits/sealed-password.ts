import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * An AlpineBits connection's password (issue 33). The push sends it with every request, so it is kept, but
 * sealed at rest like the OTA logins (features/ota/sealed-login.ts): AES-256-GCM under a key derived from
 * SECRET_KEY with HKDF for this purpose alone, the purpose and the hotel's id as additional data. So a sealed
 * password copied to another hotel's row does not open there, and neither an OTA login nor a webhook secret
 * (other keys, other purposes) opens as one. Stored as 'v1.' + base64url(iv) + '.' + base64url(tag) + '.' +
 * base64url(ciphertext).
 */
const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;
const purpose = 'alpinebits-password';

export class SealedPasswordError extends Error {}

/** The sealing key of AlpineBits passwords; HKDF keeps it apart from every other use of SECRET_KEY. */
export function alpineBitsPasswordKey(secretKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), `${purpose}-context`, 32));
}

// Hotel ids are UUIDs: no id can hold the separator.
const additionalData = (hotelId: string) => Buffer.from(`${purpose}\n${hotelId}`, 'utf8');

export function sealPassword(key: Buffer, hotelId: string, password: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes });
  cipher.setAAD(additionalData(hotelId));
  const ciphertext = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return [version, ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join(
    '.',
  );
}

/** Throws SealedPasswordError when the text was altered, sealed under another key or for another hotel. */
export function openPassword(key: Buffer, hotelId: string, sealed: string): string {
  const [sealedVersion, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (sealedVersion !== version || !iv || !tag || ciphertext === undefined || rest.length > 0)
    throw new SealedPasswordError('not a sealed AlpineBits password');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: tagBytes,
    });
    decipher.setAAD(additionalData(hotelId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch (error) {
    throw new SealedPasswordError('the sealed AlpineBits password cannot be opened', { cause: error });
  }
}
