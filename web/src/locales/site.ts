import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The public pages' frame (web/src/locales/<language>/site.json): header, menu, footer with its e-mail form,
 * and the account links. Every public page's chunk needs it.
 */
export const { useTexts: useSiteTexts } = defineTexts(
  'site',
  import.meta.glob('./*/site.json', { eager: true, import: 'default' }),
);
