import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A webhook's signing secret (issue 34, point 5). The owner needs it to check signatures, so it is shown once
 * when the webhook is made (or its secret rolled) and kept sealed at rest: AES-256-GCM under a key derived from
 * SECRET_KEY with HKDF for this purpose alone (as features/ota/sealed-login.ts does for saved logins), bound to
 * its webhook, so a sealed secret copied to another webhook's row does not open there.
 * Stored as 'v1.' + base64url(iv) + '.' + base64url(tag) + '.' + base64url(ciphertext).
 */
const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;
const purpose = 'content-webhook-secret';

export class SealedSecretError extends Error {}

/** A new signing secret: 32 random bytes, recognisable by its prefix where an owner keeps it. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The sealing key of webhook secrets; HKDF keeps it apart from every other use of SECRET_KEY. */
export function webhookSecretKey(secretKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), `${purpose}-context`, 32));
}

const additionalData = (webhookId: string) => Buffer.from(`${purpose}\n${webhookId}`, 'utf8');

export function sealSecret(key: Buffer, webhookId: string, secret: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes });
  cipher.setAAD(additionalData(webhookId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [version, ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join(
    '.',
  );
}

/** Throws SealedSecretError when the text was altered, sealed under another key or for another webhook. */
export function openSecret(key: Buffer, webhookId: string, sealed: string): string {
  const [sealedVersion, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (sealedVersion !== version || !iv || !tag || ciphertext === undefined || rest.length > 0)
    throw new SealedSecretError('not a sealed webhook secret');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: tagBytes,
    });
    decipher.setAAD(additionalData(webhookId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch (error) {
    throw new SealedSecretError('the sealed webhook secret cannot be opened', { cause: error });
  }
}
