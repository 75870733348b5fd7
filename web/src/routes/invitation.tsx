import { InvitationPage } from '@web/features/teams/components/invitation-page';

/** /invitation?token=...: the page a team invitation's link opens (issue 36, part 2), public. */
export function Component() {
  return <InvitationPage />;
}
