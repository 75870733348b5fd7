import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * Settings > Hotel, the 'Website' section's schema.org data: the snippet to paste and the data's address
 * (web/src/locales/<language>/schemaOrg.json).
 */
export const { useTexts: useSchemaOrgTexts } = defineTexts(
  'schemaOrg',
  import.meta.glob('./*/schemaOrg.json', { eager: true, import: 'default' }),
);
