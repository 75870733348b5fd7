import { z } from 'zod';
import { webhookLimits } from './limits';
import { contentWebhookTexts } from './texts';

/** What a `content.changed` event says changed: each names a part of the content API to read again. */
export const contentChangeKinds = ['photos', 'rooms', 'descriptions', 'facilities', 'templates'] as const;
export type ContentChangeKind = (typeof contentChangeKinds)[number];

/** Why a delivery attempt failed (server/src/integrations/webhooks/webhook-sender.ts). */
export const webhookFailures = [
  'http-status',
  'timeout',
  'unreachable',
  'refused-address',
  'invalid-url',
] as const;
export type WebhookFailure = (typeof webhookFailures)[number];

export const webhookEventTypes = ['content.changed', 'ping'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The webhook URL as typed; whether it is https and public is the server's check when it is saved. */
export const webhookUrlField = z
  .string(contentWebhookTexts.urlRequired)
  .trim()
  .min(1, contentWebhookTexts.urlRequired)
  .max(webhookLimits.urlMaxLength, contentWebhookTexts.urlTooLong)
  // Spaces and control characters have no place in an address; URL parsing would quietly drop some of them.
  .regex(/^[^\s\p{Cc}]+$/u, contentWebhookTexts.urlInvalid);

export const saveWebhookSchema = z.strictObject({ url: webhookUrlField });
export type SaveWebhookInput = z.infer<typeof saveWebhookSchema>;

export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  eventType: WebhookEventType;
  /** The hotel of a content.changed event; null for a test event. */
  hotelId: string | null;
  attempt: number;
  delivered: boolean;
  httpStatus: number | null;
  error: WebhookFailure | null;
  attemptedAt: string;
}

export interface WebhookView {
  url: string;
  status: 'active' | 'disabled';
  /** Failed attempts in a row; at webhookLimits.failuresToDisable the webhook is disabled. */
  consecutiveFailures: number;
  disabledAt: string | null;
  createdAt: string;
  /** The newest attempts first, at most webhookLimits.deliveriesKept. */
  deliveries: WebhookDeliveryView[];
}

/** GET: the key's webhook, or null when it has none. */
export interface WebhookResponse {
  webhook: WebhookView | null;
}

/** A save that created the webhook, or a rolled secret, answers the signing secret: the only time it is shown. */
export interface SavedWebhookResponse {
  webhook: WebhookView;
  signingSecret?: string;
}

/** 'Send test event': what the receiver answered. */
export interface TestEventResponse {
  delivered: boolean;
  httpStatus: number | null;
  error: WebhookFailure | null;
}
