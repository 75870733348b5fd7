import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * Settings > API keys (web/src/locales/<language>/apiKeys.json): the keys list, creating a key, the key shown
 * once, revoking. The server's answers about keys stay in common/src/api-keys/texts.ts.
 */
export const { useTexts: useApiKeyTexts } = defineTexts(
  'apiKeys',
  import.meta.glob('./*/apiKeys.json', { eager: true, import: 'default' }),
);
