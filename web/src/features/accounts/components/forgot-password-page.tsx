import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from './auth-layout';
import { EmailField } from './email-field';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The shared schema (and zod with it) loads on submit, not with the page (docs/decisions/006).
    const { forgotPasswordSchema } = await import('@common/accounts/schemas');
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    request.mutate(parsed.data, { onSuccess: () => setSentTo(parsed.data.email) });
  };

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter your e-mail address and we will send you a link to choose a new password."
    >
      {sentTo ? (
        <div className="space-y-4">
          <Alert tone="success">
            If an account exists for {sentTo}, we sent a link to reset the password. The link is valid for one
            hour.
          </Alert>
          <Link to="/login" className="block text-center text-sm font-medium text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </div>
      ) : (
        <form className="space-y-4" onSubmit={submit} noValidate>
          {request.isError ? (
            <Alert tone="error">
              {errorMessage(request.error, 'Failed to send the reset e-mail. Please try again.')}
            </Alert>
          ) : null}
          <EmailField value={email} onChange={setEmail} error={fieldError} />
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
          <Link to="/login" className="block text-center text-sm font-medium text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </form>
      )}
    </AuthLayout>
  );
}
