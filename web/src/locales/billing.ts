import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * Settings > Payment: the subscription, the plan choice and the plan change (web/src/locales/<language>/
 * billing.json). The spec's checkout and subscription texts are in common/src/billing/texts.ts, shared with
 * the server.
 */
export const { useTexts: useBillingTexts } = defineTexts(
  'billing',
  import.meta.glob('./*/billing.json', { eager: true, import: 'default' }),
);
