import { defineTexts } from '@web/lib/i18n/catalogues';

/** The Help Center's texts (web/src/locales/<language>/help.json), in the help page's chunk only. */
export const { useTexts: useHelpTexts } = defineTexts(
  'help',
  import.meta.glob('./*/help.json', { eager: true, import: 'default' }),
);
