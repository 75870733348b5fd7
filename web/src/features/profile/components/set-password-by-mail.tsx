import { accountSettingsTexts } from '@common/accounts/texts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { useProfileTexts } from '@web/locales/profile';
import { useRequestPasswordReset } from '@web/features/accounts/api/request-password-reset';
import { sharedText } from '@web/lib/i18n/shared-text';

/**
 * Accounts made with Google have no password to change. The reset mail sets a first one (better-auth adds the
 * password to the account), so the same link that recovers a password offers one here.
 */
export function SetPasswordByMail({ email }: { email: string }) {
  const t = useProfileTexts();
  const requestLink = useRequestPasswordReset();
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{sharedText(accountSettingsTexts.noPassword)}</p>
      {requestLink.isSuccess ? (
        <Alert tone="success">
          {t('setPassword.sentBefore')}
          <strong>{email}</strong>
          {t('setPassword.sentAfter')}
        </Alert>
      ) : null}
      {requestLink.isError ? (
        <Alert tone="error">{errorMessage(requestLink.error, t('setPassword.failed'))}</Alert>
      ) : null}
      <Button
        variant="outline"
        disabled={requestLink.isPending || requestLink.isSuccess}
        onClick={() => requestLink.mutate({ email })}
      >
        {requestLink.isPending ? t('setPassword.sending') : t('setPassword.send')}
      </Button>
    </div>
  );
}
