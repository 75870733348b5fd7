import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The built-in test checkout and customer portal (web/src/locales/<language>/testCheckout.json); the spec's
 * billing texts they show (the test mode label, an unknown session) stay in common/, shared with the server.
 */
export const { useTexts: useTestCheckoutTexts } = defineTexts(
  'testCheckout',
  import.meta.glob('./*/testCheckout.json', { eager: true, import: 'default' }),
);
