import { Semaphore } from '../../lib/semaphore';
import type { ContentWebhookDeps } from './deps';
import { contentChangedBody } from './event-body';
import {
  claimDueEvents,
  deleteEvent,
  deliverableTarget,
  turnDueChangesIntoEvents,
  type ClaimedEvent,
} from './outbox-repository';
import { recordAttempt } from './record-attempt';
import { openSecret, SealedSecretError } from './webhook-secret';

/** Hotels' changes claimed per pass, and events attempted per pass (a pass runs every 15 seconds). */
const changesPerPass = 500;
const eventsPerPass = 50;
/** Attempts under way at once: each waits up to 10 seconds on its receiver. */
const parallelAttempts = 4;
/** Longer than a pass can hold an event (its attempt's 10 seconds, in a queue of parallel ones). */
const leaseMs = 5 * 60_000;

/**
 * One pass of the webhooks sweep (any process, any number at once): the hotels' changes due now become events,
 * then every event due now gets one attempt. Runs until no due work is left, a batch at a time.
 */
export async function runWebhookPass(deps: ContentWebhookDeps, now: Date): Promise<void> {
  while ((await turnDueChangesIntoEvents(deps.db, now, changesPerPass)) === changesPerPass);
  for (;;) {
    const events = await claimDueEvents(deps.db, now, new Date(now.getTime() + leaseMs), eventsPerPass);
    const slots = new Semaphore(parallelAttempts);
    await Promise.all(events.map((event) => slots.run(() => attemptEvent(deps, event, now))));
    if (events.length < eventsPerPass) return;
  }
}

/** One attempt of an event, read against its webhook and key as they are now. */
async function attemptEvent(deps: ContentWebhookDeps, event: ClaimedEvent, now: Date) {
  const target = await deliverableTarget(deps.db, event, now);
  if (!target) return deleteEvent(deps.db, event.id);
  let secret: string;
  try {
    secret = openSecret(deps.secretKey, event.webhookId, target.sealedSecret);
  } catch (error) {
    if (!(error instanceof SealedSecretError)) throw error;
    // Sealed under another SECRET_KEY: nothing could verify what would be sent, so nothing is.
    deps.log.warn({ webhookId: event.webhookId }, 'a webhook signing secret does not open under SECRET_KEY');
    return deleteEvent(deps.db, event.id);
  }
  const attempt = await deps.sender.send({
    url: target.url,
    secret,
    body: contentChangedBody(event),
    at: now,
  });
  const attempted = {
    id: event.id,
    webhookId: event.webhookId,
    type: 'content.changed' as const,
    hotelId: event.hotelId,
    attemptsBefore: event.attempts,
  };
  await recordAttempt(deps, attempted, attempt, now);
}
