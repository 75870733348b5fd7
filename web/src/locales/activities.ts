import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The activity log's texts (web/src/locales/<language>/activities.json): the dashboard's Recent Activity and the
 * log page (/activity) with its filters, entries and changes, and a name for each kind of activity. The titles
 * and field names stored with each entry are shared texts (common/src/activities/texts.ts).
 */
export const { useTexts: useActivityTexts } = defineTexts(
  'activities',
  import.meta.glob('./*/activities.json', { eager: true, import: 'default' }),
);
