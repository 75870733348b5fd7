import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * Settings > Team and the invitation page (web/src/locales/<language>/teams.json): members, invitations, roles,
 * removal, ownership. The server's answers about the team stay in common/src/teams/texts.ts.
 */
export const { useTexts: useTeamTexts } = defineTexts(
  'teams',
  import.meta.glob('./*/teams.json', { eager: true, import: 'default' }),
);
