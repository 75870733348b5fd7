import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The property import's texts (web/src/locales/<language>/propertyImport.json): the address fields, the four
 * parts' progress, the result and the imported rooms, in the onboarding's import step and a hotel card's
 * website import. The spec's import errors and item labels, which the server writes too, stay in
 * common/src/import.
 */
export const { useTexts: usePropertyImportTexts } = defineTexts(
  'propertyImport',
  import.meta.glob('./*/propertyImport.json', { eager: true, import: 'default' }),
);
