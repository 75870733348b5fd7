import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * Settings > Personal: photo, name and phone, e-mail address, password, account deletion
 * (web/src/locales/<language>/profile.json), with the notices only the web shows (password or e-mail changed, an
 * invalid link). The errors the server answers with stay in common/src/accounts/texts.ts.
 */
export const { useTexts: useProfileTexts, texts: personalSettingsTexts } = defineTexts(
  'profile',
  import.meta.glob('./*/profile.json', { eager: true, import: 'default' }),
);
