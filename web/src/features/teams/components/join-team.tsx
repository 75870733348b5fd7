import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { signOut } from '@web/features/accounts/api/sign-out';
import { errorMessage } from '@web/lib/api-client';
import { usePublicMutation } from '@web/lib/public-mutation';
import { endSession } from '@web/lib/session';
import { useTeamTexts } from '@web/locales/teams';

/** For the account the invitation was sent to: 'Join the team', and why the last attempt failed. */
export function JoinTeam({ failure, onJoin }: { failure: string | null; onJoin(): void }) {
  const t = useTeamTexts();
  return (
    <div className="space-y-3">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button className="w-full" onClick={onJoin}>
        {t('invitation.join')}
      </Button>
    </div>
  );
}

/** Signed in with another address: the invitation is not theirs to accept; signing out lets them switch. */
export function WrongAccount({ email, invited }: { email: string; invited: string }) {
  const t = useTeamTexts();
  const leave = usePublicMutation(signOut, { onSuccess: endSession });
  return (
    <div className="space-y-3">
      <Alert tone="warning">{t('invitation.signedInAs', { email, invited })}</Alert>
      {leave.isError ? (
        <Alert tone="error">{errorMessage(leave.error, t('invitation.signOutFailed'))}</Alert>
      ) : null}
      <Button
        variant="outline"
        className="w-full"
        disabled={leave.isPending}
        onClick={() => leave.mutate(undefined)}
      >
        {leave.isPending ? t('invitation.signingOut') : t('invitation.signOut')}
      </Button>
    </div>
  );
}
