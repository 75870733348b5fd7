import { webhookLimits } from '@common/content-webhooks/limits';
import type { WebhookEventType } from '@common/content-webhooks/schemas';
import type { WebhookAttempt } from '../../integrations/webhooks/webhook-sender';
import { notify } from '../notifications/service';
import type { ContentWebhookDeps } from './deps';
import { deleteEvent } from './outbox-repository';
import {
  deleteEventsOfWebhook,
  insertDelivery,
  lockWebhook,
  rescheduleEvent,
  setFailureCount,
} from './repository';
import { nextAttemptAt } from './retry-schedule';

export interface AttemptedEvent {
  id: string;
  webhookId: string;
  type: WebhookEventType;
  /** Null for a test event. */
  hotelId: string | null;
  /** Attempts made before this one. */
  attemptsBefore: number;
}

/**
 * Records an attempt's outcome in one transaction holding the webhook's row, so attempts finishing at once count
 * in turn: the delivery is kept for the owner (the newest 20), a success sets the failures in a row back to
 * zero, a failure adds one and schedules the event's next try (or gives it up after the last). The attempt that
 * makes it 20 failures in a row disables the webhook, drops its pending events, and tells the key's owner once.
 * A test event's failure is not counted against the webhook: its owner is trying it out.
 */
export async function recordAttempt(
  deps: Pick<ContentWebhookDeps, 'db' | 'log'>,
  event: AttemptedEvent,
  attempt: WebhookAttempt,
  now: Date,
): Promise<void> {
  const disabled = await deps.db.transaction(async (tx) => {
    const webhook = await lockWebhook(tx, event.webhookId);
    if (!webhook) return null;
    await insertDelivery(
      tx,
      {
        webhookId: event.webhookId,
        eventId: event.id,
        eventType: event.type,
        hotelId: event.hotelId,
        attempt: event.attemptsBefore + 1,
        delivered: attempt.delivered,
        httpStatus: attempt.httpStatus,
        error: attempt.error,
        attemptedAt: now,
      },
      webhookLimits.deliveriesKept,
    );
    if (attempt.delivered) {
      if (webhook.consecutiveFailures > 0) await setFailureCount(tx, webhook.id, { consecutiveFailures: 0 });
      if (event.type !== 'ping') await deleteEvent(tx, event.id);
      return null;
    }
    if (event.type === 'ping') return null;
    const retryAt = nextAttemptAt(event.attemptsBefore + 1, now);
    if (retryAt && !webhook.disabledAt)
      await rescheduleEvent(tx, event.id, event.attemptsBefore + 1, retryAt);
    else await deleteEvent(tx, event.id);
    if (webhook.disabledAt) return null;
    const failures = webhook.consecutiveFailures + 1;
    if (failures < webhookLimits.failuresToDisable) {
      await setFailureCount(tx, webhook.id, { consecutiveFailures: failures });
      return null;
    }
    await setFailureCount(tx, webhook.id, { consecutiveFailures: failures, disabledAt: now });
    await deleteEventsOfWebhook(tx, webhook.id);
    return { ...webhook, failures, disabledAt: now };
  });
  if (disabled)
    await notify(deps, {
      userId: disabled.userId,
      hotelId: null,
      kind: 'webhook_disabled',
      params: { keyName: disabled.keyName, failures: disabled.failures },
      // Once per disabling: enabled again and disabled later, the owner hears of it again.
      dedupeKey: `${disabled.id}:${disabled.disabledAt.toISOString()}`,
    });
}
