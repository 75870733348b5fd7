import { createCipheriv, randomBytes } from 'node:crypto';
import type { SavedLogin } from '../../integrations/remote-browser/remote-browser';

/** A login as it was sealed before v2: the hotel's id alone as additional data. */
export function sealAsV1(sealWith: Buffer, hotel: string, saved: SavedLogin): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealWith, iv, { authTagLength: 16 });
  cipher.setAAD(Buffer.from(hotel, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(saved), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}
