import { defineTexts } from '@web/lib/i18n/catalogues';

/** The About page's texts (web/src/locales/<language>/about.json), in the about page's chunk only. */
export const { useTexts: useAboutTexts } = defineTexts(
  'about',
  import.meta.glob('./*/about.json', { eager: true, import: 'default' }),
);
