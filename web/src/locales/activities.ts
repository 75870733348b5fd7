import { defineTexts } from '@web/lib/i18n/catalogues';

/** The dashboard's Recent Activity texts (web/src/locales/<language>/activities.json). */
export const { useTexts: useActivityTexts } = defineTexts(
  'activities',
  import.meta.glob('./*/activities.json', { eager: true, import: 'default' }),
);
