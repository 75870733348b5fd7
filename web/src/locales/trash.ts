import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The 'Trash' views' words (issue 31, point 4; web/src/locales/<language>/trash.json): the library's, the rooms'
 * and the templates' trash lists.
 */
export const { useTexts: useTrashTexts } = defineTexts(
  'trash',
  import.meta.glob('./*/trash.json', { eager: true, import: 'default' }),
);
