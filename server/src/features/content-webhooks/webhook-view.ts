import type { WebhookDeliveryView, WebhookFailure, WebhookView } from '@common/content-webhooks/schemas';
import type { WebhookEventType } from '@common/content-webhooks/schemas';
import type { recentDeliveries, WebhookRow } from './repository';

type DeliveryRow = Awaited<ReturnType<typeof recentDeliveries>>[number];

/** The webhook as its owner sees it: never the sealed secret. */
export function presentWebhook(webhook: WebhookRow, deliveries: DeliveryRow[]): WebhookView {
  return {
    url: webhook.url,
    status: webhook.disabledAt ? 'disabled' : 'active',
    consecutiveFailures: webhook.consecutiveFailures,
    disabledAt: webhook.disabledAt?.toISOString() ?? null,
    createdAt: webhook.createdAt.toISOString(),
    deliveries: deliveries.map(presentDelivery),
  };
}

function presentDelivery(row: DeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType as WebhookEventType,
    hotelId: row.hotelId,
    attempt: row.attempt,
    delivered: row.delivered,
    httpStatus: row.httpStatus,
    error: row.error as WebhookFailure | null,
    attemptedAt: row.attemptedAt.toISOString(),
  };
}
