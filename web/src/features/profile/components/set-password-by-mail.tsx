import { accountSettingsTexts } from '@common/accounts/texts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { useRequestPasswordReset } from '@web/features/accounts/api/request-password-reset';

/**
 * Accounts made with Google have no password to change. The reset mail sets a first one (better-auth adds the
 * password to the account), so the same link that recovers a password offers one here.
 */
export function SetPasswordByMail({ email }: { email: string }) {
  const requestLink = useRequestPasswordReset();
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{accountSettingsTexts.noPassword}</p>
      {requestLink.isSuccess ? (
        <Alert tone="success">
          We sent a link to <strong>{email}</strong>. Open it to choose your password.
        </Alert>
      ) : null}
      {requestLink.isError ? (
        <Alert tone="error">{errorMessage(requestLink.error, accountSettingsTexts.resendFailed)}</Alert>
      ) : null}
      <Button
        variant="outline"
        disabled={requestLink.isPending || requestLink.isSuccess}
        onClick={() => requestLink.mutate({ email })}
      >
        {requestLink.isPending ? 'Sending...' : 'E-mail me a link to set a password'}
      </Button>
    </div>
  );
}
