import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The calendar's texts (web/src/locales/<language>/calendar.json): a German screen in the spec (part 2, section
 * 2), so the labels we added to it (the mini calendar's arrows, the agenda on a phone) are German too.
 */
export const { useTexts: useCalendarTexts } = defineTexts(
  'calendar',
  import.meta.glob('./*/calendar.json', { eager: true, import: 'default' }),
);
