import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The signed-in app's frame (web/src/locales/<language>/shell.json): the sidebar's groups and pages, the top
 * bar's page titles, the menu on a phone and the user badge.
 */
export const { useTexts: useShellTexts, texts: shellTexts } = defineTexts(
  'shell',
  import.meta.glob('./*/shell.json', { eager: true, import: 'default' }),
);
