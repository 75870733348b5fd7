import { defineTexts } from '@web/lib/i18n/catalogues';

/** The sign-in pages' texts: sign-in, sign-up, password reset (web/src/locales/<language>/accounts.json). */
export const { useTexts: useAccountTexts } = defineTexts(
  'accounts',
  import.meta.glob('./*/accounts.json', { eager: true, import: 'default' }),
);
