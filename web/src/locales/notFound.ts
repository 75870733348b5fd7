import { defineTexts } from '@web/lib/i18n/catalogues';

/** The not-found page's texts, German as the spec gives them (web/src/locales/<language>/notFound.json). */
export const { useTexts: useNotFoundTexts } = defineTexts(
  'notFound',
  import.meta.glob('./*/notFound.json', { eager: true, import: 'default' }),
);
