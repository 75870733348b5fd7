import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * Settings > Personal: photo, name and phone, e-mail address, password, account deletion
 * (web/src/locales/<language>/profile.json). The spec's profile and account texts (errors, notices) are in
 * common/, shared with the server.
 */
export const { useTexts: useProfileTexts } = defineTexts(
  'profile',
  import.meta.glob('./*/profile.json', { eager: true, import: 'default' }),
);
