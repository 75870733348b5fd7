import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealingKey } from '../ota/sealed-login';
import {
  newSigningSecret,
  openSecret,
  sealSecret,
  SealedSecretError,
  webhookSecretKey,
} from './webhook-secret';

const secretKey = 'a-secret-key-that-is-long-enough-0123456789';

describe('webhook signing secrets', () => {
  it('are random, and sealed so that the stored text does not show them', () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newSigningSecret()).not.toBe(secret);
    const webhookId = randomUUID();
    const sealed = sealSecret(webhookSecretKey(secretKey), webhookId, secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(openSecret(webhookSecretKey(secretKey), webhookId, sealed)).toBe(secret);
  });

  it('open only for their webhook, under their key, unaltered', () => {
    const key = webhookSecretKey(secretKey);
    const webhookId = randomUUID();
    const sealed = sealSecret(key, webhookId, newSigningSecret());
    expect(() => openSecret(key, randomUUID(), sealed)).toThrow(SealedSecretError);
    expect(() => openSecret(webhookSecretKey(`${secretKey}x`), webhookId, sealed)).toThrow(SealedSecretError);
    const [version, iv, tag, ciphertext] = sealed.split('.');
    const flipped = ciphertext?.startsWith('A') ? 'B' : 'A';
    const altered = [version, iv, tag, `${flipped}${ciphertext?.slice(1)}`].join('.');
    expect(() => openSecret(key, webhookId, altered)).toThrow(SealedSecretError);
    expect(() => openSecret(key, webhookId, 'plain')).toThrow(SealedSecretError);
  });

  it('are sealed under a key of their own, not the saved logins’ key', () => {
    expect(webhookSecretKey(secretKey).equals(sealingKey(secretKey))).toBe(false);
  });
});
