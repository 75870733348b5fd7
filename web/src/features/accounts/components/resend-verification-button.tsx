import { accountSettingsTexts } from '@common/accounts/texts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { useSendVerificationEmail } from '../api/send-verification-email';

/** What the resend answer means to the person who pressed the button. */
function failureText(error: unknown) {
  if (error instanceof ApiError && error.code === 'rateLimited') return accountSettingsTexts.resendLimited;
  if (error instanceof ApiError && error.code === 'validation') return error.message;
  return accountSettingsTexts.resendFailed;
}

/** 'Resend email': a fresh confirmation link for an address that is not confirmed yet. */
export function ResendVerificationButton({ email }: { email: string }) {
  const resend = useSendVerificationEmail();
  return (
    <div className="space-y-2">
      <Button
        variant="outline"
        className="w-full"
        disabled={resend.isPending}
        onClick={() => resend.mutate({ email })}
      >
        {resend.isPending ? 'Sending...' : 'Resend email'}
      </Button>
      {resend.isSuccess ? <Alert tone="success">{accountSettingsTexts.resendSent}</Alert> : null}
      {resend.isError ? <Alert tone="error">{failureText(resend.error)}</Alert> : null}
    </div>
  );
}
