import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * Settings > Payment: the subscription, the plan choice and the plan change (web/src/locales/<language>/
 * billing.json), and the notices only the web shows (canceled, payment successful, plan changed, test mode). The
 * spec's texts the server answers with stay in common/src/billing/texts.ts.
 */
export const { useTexts: useBillingTexts, texts: billingTexts } = defineTexts(
  'billing',
  import.meta.glob('./*/billing.json', { eager: true, import: 'default' }),
);
