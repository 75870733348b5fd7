import { describe, expect, it } from 'vitest';
import {
  notificationKinds,
  notificationParamsSchemas,
  type NotificationContent,
} from '@common/notifications/kinds';
import { notificationText } from './notification-text';

const samples: NotificationContent[] = [
  { kind: 'ota_expiring', params: { channel: 'Booking.com', expiresAt: '2026-12-01T09:30:00.000Z' } },
  { kind: 'ota_expired', params: { channel: 'Expedia' } },
  { kind: 'import_succeeded', params: { hotelName: 'Art House Basel' } },
  { kind: 'import_failed', params: {} },
  { kind: 'template_starts', params: { templateName: 'Summer Offer', date: '2026-11-25' } },
  { kind: 'template_ended', params: { templateName: 'Advent Weekend', date: '2026-11-23' } },
  { kind: 'payment_failed', params: {} },
  { kind: 'upload_ai_fallback', params: { count: 3 } },
  { kind: 'webhook_disabled', params: { keyName: 'Website', failures: 20 } },
  { kind: 'alpinebits_push_failed', params: {} },
];

describe('notificationText', () => {
  it('writes every kind from its params', () => {
    const texts = samples.map((sample) => notificationText(sample, { timeZone: 'UTC' }));
    expect(texts).toEqual([
      'Your Booking.com login expires on 1 Dec 2026. Renew it to keep the connection.',
      'Your Expedia login has expired and the channel was disconnected. Reconnect it to keep your content in sync.',
      'The import of Art House Basel has finished. Review the imported content.',
      'The property import failed. You can add your photos, rooms and description on the content page.',
      'Template "Summer Offer" goes live on 25 Nov 2026.',
      'Template "Advent Weekend" ended on 23 Nov 2026. Unpublish it or give it new dates.',
      'A payment for your subscription failed. Please update your payment method.',
      'The AI service was unavailable for 3 images you uploaded: they got the default category and no tags. Please check them in the library.',
      'Webhook disabled after 20 failed deliveries: the webhook of API key "Website" receives no events until you enable it again in Settings > API keys.',
      'An automatic AlpineBits push failed. The push history on the OTA page says why; push again from there once it is fixed.',
    ]);
  });

  it('covers every kind, with samples its params schema accepts', () => {
    expect(samples.map((sample) => sample.kind).sort()).toEqual([...notificationKinds].sort());
    for (const sample of samples)
      expect(notificationParamsSchemas[sample.kind].safeParse(sample.params).success).toBe(true);
  });

  it('counts one image in the singular', () => {
    expect(notificationText({ kind: 'upload_ai_fallback', params: { count: 1 } })).toBe(
      'The AI service was unavailable for 1 image you uploaded: it got the default category and no tags. Please check them in the library.',
    );
  });

  it('shows an expiry in the viewer’s time zone, and a template’s day as that day anywhere', () => {
    const expiring: NotificationContent = {
      kind: 'ota_expiring',
      params: { channel: 'Agoda', expiresAt: '2026-12-01T23:30:00.000Z' },
    };
    expect(notificationText(expiring, { timeZone: 'Europe/Berlin' })).toContain('expires on 2 Dec 2026');
    expect(notificationText(expiring, { timeZone: 'America/New_York' })).toContain('expires on 1 Dec 2026');
    const starts: NotificationContent = {
      kind: 'template_starts',
      params: { templateName: 'X', date: '2026-01-01' },
    };
    expect(notificationText(starts, { timeZone: 'Pacific/Honolulu' })).toContain('on 1 Jan 2026');
  });
});
