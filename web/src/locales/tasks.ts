import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The dashboard's My Tasks texts (web/src/locales/<language>/tasks.json): the panel, its dialogs and the failures
 * it shows. The server's answers and the schemas' validation messages stay in common/src/tasks/texts.ts.
 */
export const { useTexts: useTaskTexts } = defineTexts(
  'tasks',
  import.meta.glob('./*/tasks.json', { eager: true, import: 'default' }),
);
