import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { useSendVerificationEmail } from '../api/send-verification-email';

/** The button's words, in the language of the page it is on (German on sign-in, English on sign-up). */
export interface ResendTexts {
  button: string;
  sending: string;
  sent: string;
  limited: string;
  failed: string;
}

/** What the resend answer means to the person who pressed the button. */
function failureText(error: unknown, texts: ResendTexts) {
  if (error instanceof ApiError && error.code === 'rateLimited') return texts.limited;
  if (error instanceof ApiError && error.code === 'validation') return error.message;
  return texts.failed;
}

/** 'Resend email': a fresh confirmation link for an address that is not confirmed yet. */
export function ResendVerificationButton({ email, texts }: { email: string; texts: ResendTexts }) {
  const resend = useSendVerificationEmail();
  return (
    <div className="space-y-2">
      <Button
        variant="outline"
        className="w-full"
        disabled={resend.isPending}
        onClick={() => resend.mutate({ email })}
      >
        {resend.isPending ? texts.sending : texts.button}
      </Button>
      {resend.isSuccess ? <Alert tone="success">{texts.sent}</Alert> : null}
      {resend.isError ? <Alert tone="error">{failureText(resend.error, texts)}</Alert> : null}
    </div>
  );
}
