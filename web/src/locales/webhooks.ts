import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * Settings > API keys, a key's webhook dialog (web/src/locales/<language>/webhooks.json). The server's answers
 * about webhooks stay in common/src/content-webhooks/texts.ts.
 */
export const { useTexts: useWebhookTexts } = defineTexts(
  'webhooks',
  import.meta.glob('./*/webhooks.json', { eager: true, import: 'default' }),
);
