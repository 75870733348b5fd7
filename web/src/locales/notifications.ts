import { defineTexts } from '@web/lib/i18n/catalogues';

/** The notification bell's texts (web/src/locales/<language>/notifications.json). */
export const { useTexts: useNotificationTexts } = defineTexts(
  'notifications',
  import.meta.glob('./*/notifications.json', { eager: true, import: 'default' }),
);
