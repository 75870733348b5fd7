import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The dashboard's texts (web/src/locales/<language>/dashboard.json): the greeting, the statistics cards, the
 * content score and the hotels of a chain. The checklist's item labels and progress are written by the server
 * (common/src/dashboard/content-score.ts), so they stay in common/src/dashboard/texts.ts.
 */
export const { useTexts: useDashboardTexts } = defineTexts(
  'dashboard',
  import.meta.glob('./*/dashboard.json', { eager: true, import: 'default' }),
);
