import { defineTexts } from '@web/lib/i18n/catalogues';

/** The contact page's texts: intro, what to write about, the form (web/src/locales/<language>/contact.json). */
export const { useTexts: useContactTexts } = defineTexts(
  'contact',
  import.meta.glob('./*/contact.json', { eager: true, import: 'default' }),
);
