import { describe, expect, it } from 'vitest';
import { notificationKinds } from './kinds';
import { notificationLinks } from './links';

describe('notificationLinks', () => {
  it('sends each kind to the page that resolves it', () => {
    expect(notificationLinks).toEqual({
      ota_expiring: '/ota',
      ota_expired: '/ota',
      import_succeeded: '/active-content',
      import_failed: '/active-content',
      template_starts: '/templates',
      template_ended: '/templates',
      payment_failed: '/settings/payment',
      upload_ai_fallback: '/all-content',
      webhook_disabled: '/settings/api-keys',
      alpinebits_push_failed: '/ota',
    });
    expect(Object.keys(notificationLinks).sort()).toEqual([...notificationKinds].sort());
  });
});
