import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The checkout's texts that the public pricing and landing pages and the signed-in app share
 * (web/src/locales/<language>/checkout.json): billing not configured, 'Redirecting to checkout...' and
 * start-checkout's two failures, as the spec spells them (part 1, section 8). A namespace of its own, so the
 * public pages do not download the signed-in 'billing' catalogue.
 */
export const { useTexts: useCheckoutTexts, texts: checkoutTexts } = defineTexts(
  'checkout',
  import.meta.glob('./*/checkout.json', { eager: true, import: 'default' }),
);
