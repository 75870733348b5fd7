import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The dashboard's texts (web/src/locales/<language>/dashboard.json): the greeting, the statistics cards, the
 * content score, the checklist (each item's label by kind, its progress by unit from the numbers the server
 * sends, common/src/dashboard/content-score.ts) and the hotels of a chain.
 */
export const { useTexts: useDashboardTexts } = defineTexts(
  'dashboard',
  import.meta.glob('./*/dashboard.json', { eager: true, import: 'default' }),
);
