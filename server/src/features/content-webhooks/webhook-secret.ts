import { randomBytes } from 'node:crypto';
import { sealedTexts, SealedTextError } from '../../lib/sealed-text';

/**
 * A webhook's signing secret (issue 34, point 5). The owner needs it to check signatures, so it is shown once
 * when the webhook is made (or its secret rolled) and kept sealed at rest (lib/sealed-text.ts) under a key of
 * its own purpose, bound to its webhook: a sealed secret copied to another webhook's row does not open there.
 */
const secrets = sealedTexts('content-webhook-secret');

export { SealedTextError as SealedSecretError };

/** A new signing secret: 32 random bytes, recognisable by its prefix where an owner keeps it. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The sealing key of webhook secrets; HKDF keeps it apart from every other use of SECRET_KEY. */
export const webhookSecretKey = (secretKey: string) => secrets.keyOf(secretKey);

export const sealSecret = (key: Buffer, webhookId: string, secret: string) =>
  secrets.seal(key, webhookId, secret);

/** Throws SealedSecretError when the text was altered, sealed under another key or for another webhook. */
export const openSecret = (key: Buffer, webhookId: string, sealed: string) =>
  secrets.open(key, webhookId, sealed);
