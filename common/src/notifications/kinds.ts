import { z } from 'zod';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * What the bell can tell a user (issue 15, point 5; DECISIONS.md point 26), each kind with the params it is
 * stored with. The text is rendered from kind and params where it is shown (the web app's notifications
 * catalogue, web/src/features/notifications/notification-text.ts), so it follows the screen's language; params
 * hold facts (names, dates, counts), never sentences.
 */
export const notificationParamsSchemas = {
  /** An OTA connection's saved login expires within 7 days (its cookie_expiry_date, ISO instant). */
  ota_expiring: z.object({ channel: z.string(), expiresAt: z.iso.datetime({ offset: true }) }),
  /** An OTA connection's saved login has expired; the connection was marked disconnected. */
  ota_expired: z.object({ channel: z.string() }),
  /** A property import finished; the hotel's name as the marketplace gave it. */
  import_succeeded: z.object({ hotelName: z.string() }),
  /** A property import failed (its reason was shown on the import step and is in the server log). */
  import_failed: z.object({}),
  /** A published template starts on `date` (the sweep notices it the day before). */
  template_starts: z.object({ templateName: z.string(), date: isoDay }),
  /** A published template ended on `date` (the sweep notices it the day after). */
  template_ended: z.object({ templateName: z.string(), date: isoDay }),
  /** Stripe could not collect a subscription payment (invoice.payment_failed). */
  payment_failed: z.object({}),
  /** Images of one upload batch got the default category and no tags because the AI service failed. */
  upload_ai_fallback: z.object({ count: z.number().int().positive() }),
  /** An API key's webhook was disabled after this many failed deliveries in a row (issue 34, point 5). */
  webhook_disabled: z.object({ keyName: z.string(), failures: z.number().int().positive() }),
  /** An automatic AlpineBits push failed (issue 33): told once until a push succeeds again; why is in its run. */
  alpinebits_push_failed: z.object({}),
} as const;

export type NotificationKind = keyof typeof notificationParamsSchemas;
export const notificationKinds = Object.keys(notificationParamsSchemas) as NotificationKind[];

export type NotificationParams<Kind extends NotificationKind> = z.infer<
  (typeof notificationParamsSchemas)[Kind]
>;

/** A kind with its params, as stored and as shown: the one shape texts and links are worked out from. */
export type NotificationContent = {
  [Kind in NotificationKind]: { kind: Kind; params: NotificationParams<Kind> };
}[NotificationKind];
