import { useSearchParams } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { LinkButton } from '@web/components/ui/link-button';
import { Spinner } from '@web/components/ui/spinner';
import { AuthLayout } from '@web/features/accounts/components/auth-layout';
import { errorMessage } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { useTeamTexts } from '@web/locales/teams';
import { useInvitation } from '../hooks/use-invitation';
import { useJoinTeam } from '../hooks/use-join-team';
import { InvitationAccess } from './invitation-access';
import { InvitationSummary } from './invitation-summary';
import { JoinTeam, WrongAccount } from './join-team';

/**
 * The page an invitation link opens (/invitation?token=..., issue 36, part 2): what it invites to, then for the
 * invited account 'Join the team', for another account a way to switch, and for someone signed out 'Sign up' or
 * 'Sign in', after which they join. A link that does not work says so, the same for every reason.
 */
export function InvitationPage() {
  const t = useTeamTexts();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token, { loadFailed: t('invitation.loadFailed') });

  if (invitation.status === 'loading')
    return (
      <AuthLayout title={t('invitation.title')}>
        <div role="status" className="py-6 text-center text-sm text-slate-700">
          <Spinner label={t('invitation.loading')} />
        </div>
      </AuthLayout>
    );
  if (invitation.status !== 'ready')
    return (
      <AuthLayout
        title={invitation.status === 'invalid' ? t('invitation.invalidTitle') : t('invitation.title')}
      >
        <div className="space-y-4">
          <Alert tone={invitation.status === 'invalid' ? 'warning' : 'error'}>{invitation.message}</Alert>
          <LinkButton to="/" variant="outline" className="w-full">
            {t('invitation.goHome')}
          </LinkButton>
        </div>
      </AuthLayout>
    );
  const confirmation = params.has('error') ? 'invalid' : params.get('confirmed') === '1' ? 'confirmed' : null;
  return (
    <AuthLayout title={t('invitation.title')}>
      <div className="space-y-6">
        <InvitationSummary invitation={invitation.invitation} />
        <InvitationAnswer
          token={token}
          invitedEmail={invitation.invitation.email}
          confirmation={confirmation}
        />
      </div>
    </AuthLayout>
  );
}

function InvitationAnswer({
  token,
  invitedEmail,
  confirmation,
}: {
  token: string;
  invitedEmail: string;
  confirmation: 'confirmed' | 'invalid' | null;
}) {
  const t = useTeamTexts();
  const session = useSession();
  const join = useJoinTeam(token);
  const user = session.user;
  const failure = join.isError ? errorMessage(join.error, t('invitation.joinFailed')) : null;
  if (join.isPending || join.isSuccess)
    return (
      <div role="status" className="py-2 text-center text-sm text-slate-700">
        <Spinner label={t('invitation.joining')} />
      </div>
    );
  if (user === undefined)
    return (
      <div role="status" className="py-2 text-center text-sm text-slate-700">
        <Spinner label={t('invitation.loading')} />
      </div>
    );
  if (user === null)
    return (
      <>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <InvitationAccess
          token={token}
          invitedEmail={invitedEmail}
          confirmation={confirmation}
          // Signed in from here with the invited address: the person came to join, so they join at once.
          onSignedIn={(email) => {
            if (email.toLowerCase() === invitedEmail.toLowerCase()) join.mutate(undefined);
          }}
        />
      </>
    );
  if (user.email.toLowerCase() !== invitedEmail.toLowerCase())
    return <WrongAccount email={user.email} invited={invitedEmail} />;
  return <JoinTeam failure={failure} onJoin={() => join.mutate(undefined)} />;
}
