import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { contentChanges, contentWebhooks } from '../src/db/schema';
import type { ContentWebhookDeps } from '../src/features/content-webhooks/deps';
import { runWebhookPass } from '../src/features/content-webhooks/deliver-events';
import {
  newSigningSecret,
  sealSecret,
  webhookSecretKey,
} from '../src/features/content-webhooks/webhook-secret';
import { WebhookSender } from '../src/integrations/webhooks/webhook-sender';
import type { TestApp } from './test-app';

/**
 * buildWebhook: a webhook of the key, stored as saving one stores it (the secret sealed), with any URL (the
 * address checks of a save are tested through the route). Answers its id and signing secret.
 */
export async function buildWebhook(testApp: TestApp, keyId: string, url: string) {
  const id = randomUUID();
  const secret = newSigningSecret();
  const sealedSecret = sealSecret(webhookSecretKey(testApp.context.config.secretKey), id, secret);
  await testApp.context.db.insert(contentWebhooks).values({ id, keyId, url, sealedSecret });
  return { id, secret };
}

/**
 * The webhooks sweep of a test, on a clock the test moves: `pass()` runs one pass at the clock's time, as the
 * app's periodic sweep does at the real time. Attempts wait at most a second on the receiver.
 */
export function webhookSweep(testApp: TestApp, start = new Date()) {
  let now = start;
  const sender = new WebhookSender(testApp.context.config.outboundAllowedHosts, {
    totalMs: 1_000,
    idleMs: 1_000,
  });
  const deps: ContentWebhookDeps = {
    db: testApp.context.db,
    log: testApp.context.log,
    config: testApp.context.config,
    secretKey: webhookSecretKey(testApp.context.config.secretKey),
    sender,
    now: () => now,
  };
  return {
    deps,
    get now() {
      return now;
    },
    /** Moves the clock on. */
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    pass: () => runWebhookPass(deps, now),
    close: () => sender.close(),
  };
}

/** The kinds pending in the hotel's outbox row, or null when it has none. */
export async function pendingKinds(testApp: TestApp, hotelId: string) {
  const [row] = await testApp.context.db
    .select({ kinds: contentChanges.kinds })
    .from(contentChanges)
    .where(eq(contentChanges.hotelId, hotelId));
  return row ? [...row.kinds].sort() : null;
}

export const minuteAndABit = 61_000;
