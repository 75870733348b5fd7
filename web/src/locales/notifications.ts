import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The notification bell's texts and the sentence of each kind of notification
 * (web/src/locales/<language>/notifications.json); the server stores only kinds and params.
 */
export const { useTexts: useNotificationTexts, texts: notificationTexts } = defineTexts(
  'notifications',
  import.meta.glob('./*/notifications.json', { eager: true, import: 'default' }),
);
