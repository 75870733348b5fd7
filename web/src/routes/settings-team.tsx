import { TeamPage } from '@web/features/teams/components/team-page';

/** Settings > Team: the active hotel's members, invitations and ownership (issue 36, parts 1 and 2). */
export function Component() {
  return <TeamPage />;
}
