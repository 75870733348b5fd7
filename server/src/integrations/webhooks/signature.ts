import { createHmac } from 'node:crypto';

/** The request header that carries a webhook event's signature. */
export const signatureHeader = 'HCS-Signature';

/**
 * Signs a webhook body as Stripe does (docs/decisions, content webhooks): `t=<unix seconds>,v1=<hex>`, where the
 * hex is the HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp, a dot and the exact body
 * bytes. The timestamp inside the signed text lets a receiver refuse an old event replayed to it; a new timestamp
 * is signed for every attempt, the body stays the same.
 */
export function signatureOf(secret: string, body: string, timestampSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${mac}`;
}
