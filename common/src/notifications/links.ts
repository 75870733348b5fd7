import type { NotificationKind } from './kinds';

/** The page where what a notification reports is resolved (spec part 1, section 2 route table). */
export const notificationLinks: Record<NotificationKind, string> = {
  // Renewing a login and reconnecting a channel happen on the OTA page.
  ota_expiring: '/ota',
  ota_expired: '/ota',
  // The bell is shown only after onboarding, where /onboarding leads to the dashboard: what an import brought
  // in, or what it could not, is completed on the content page.
  import_succeeded: '/active-content',
  import_failed: '/active-content',
  // Templates are checked, edited, unpublished or extended in the template list.
  template_starts: '/templates',
  template_ended: '/templates',
  payment_failed: '/settings/payment',
  // Categories and tags are corrected in the library.
  upload_ai_fallback: '/all-content',
  // The webhook is checked, tested and enabled again in the key's row.
  webhook_disabled: '/settings/api-keys',
  // The AlpineBits card on the OTA page shows the failed run and pushes again.
  alpinebits_push_failed: '/ota',
};
