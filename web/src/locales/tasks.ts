import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The dashboard's My Tasks texts the spec does not spell out (web/src/locales/<language>/tasks.json); the spec's
 * own ('My Tasks', the dialog labels, the errors) are in common/src/tasks/texts.ts, shared with the server.
 */
export const { useTexts: useTaskTexts } = defineTexts(
  'tasks',
  import.meta.glob('./*/tasks.json', { eager: true, import: 'default' }),
);
