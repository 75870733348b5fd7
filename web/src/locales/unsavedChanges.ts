import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The 'Discard changes?' question (web/src/locales/<language>/unsavedChanges.json), once for the English screens
 * and once for the German ones (the hotel content page, spec part 2): it speaks the language of the page left.
 */
export const { useTexts: useUnsavedChangesTexts } = defineTexts(
  'unsavedChanges',
  import.meta.glob('./*/unsavedChanges.json', { eager: true, import: 'default' }),
);
