import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the product must read back (an AlpineBits password, a webhook's signing secret) are sealed at rest:
 * AES-256-GCM under a key derived from SECRET_KEY with HKDF for one purpose alone, with the purpose and the id of
 * the row it belongs to as additional data. So a sealed text copied to another row does not open there, and a
 * text sealed for one purpose never opens as another's. Stored as
 * 'v1.' + base64url(iv) + '.' + base64url(tag) + '.' + base64url(ciphertext).
 * (The OTA logins, sealed earlier in two versions, keep their own module: features/ota/sealed-login.ts.)
 */
const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

export class SealedTextError extends Error {}

export interface SealedTexts {
  /** The sealing key of this purpose, from SECRET_KEY. */
  keyOf(secretKey: string): Buffer;
  seal(key: Buffer, ownerId: string, text: string): string;
  /** Throws SealedTextError when the text was altered, sealed under another key, purpose or owner. */
  open(key: Buffer, ownerId: string, sealed: string): string;
}

/** The sealing of one purpose ('alpinebits-password'); owner ids are UUIDs, so none holds the separator. */
export function sealedTexts(purpose: string): SealedTexts {
  const additionalData = (ownerId: string) => Buffer.from(`${purpose}\n${ownerId}`, 'utf8');
  return {
    keyOf: (secretKey) =>
      Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), `${purpose}-context`, 32)),
    seal(key, ownerId, text) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes });
      cipher.setAAD(additionalData(ownerId));
      const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return [version, ...parts].join('.');
    },
    open(key, ownerId, sealed) {
      const [sealedVersion, iv, tag, ciphertext, ...rest] = sealed.split('.');
      if (sealedVersion !== version || !iv || !tag || ciphertext === undefined || rest.length > 0)
        throw new SealedTextError(`not a sealed ${purpose}`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: tagBytes,
        });
        decipher.setAAD(additionalData(ownerId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const opened = [decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()];
        return Buffer.concat(opened).toString('utf8');
      } catch (error) {
        throw new SealedTextError(`the sealed ${purpose} cannot be opened`, { cause: error });
      }
    },
  };
}
