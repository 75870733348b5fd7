import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { messagesByField } from '@web/lib/field-errors';
import { errorMessage } from '@web/lib/api-client';
import { refreshSession } from '@web/lib/session';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from './auth-layout';
import { LinkButton } from '@web/components/ui/link-button';

const invalidLinkText = 'This link is invalid or has expired. Please request a new one.';

/** Reached from the recovery e-mail: /reset-password?type=recovery&token=... */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  if (!token || params.get('error')) {
    return (
      <AuthLayout title="Reset your password">
        <div className="space-y-4">
          <Alert tone="warning">{invalidLinkText}</Alert>
          <Link
            to="/forgot-password"
            className="block text-center text-sm font-medium text-brand-700 hover:underline"
          >
            Request a new link
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout title="Password changed">
        <div className="space-y-4">
          <Alert tone="success">
            Your password has been changed. You can now sign in with your new password.
          </Alert>
          <LinkButton to="/login" className="w-full">
            Go to Login
          </LinkButton>
        </div>
      </AuthLayout>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The shared schema (and zod with it) loads on submit, not with the page (docs/decisions/006).
    const { resetPasswordSchema } = await import('@common/accounts/schemas');
    const parsed = resetPasswordSchema.safeParse({ password, confirmPassword });
    if (!parsed.success) {
      setFieldErrors(messagesByField(parsed.error));
      return;
    }
    setFieldErrors({});
    // Every session ends with a password change, so the known session is stale.
    reset.mutate(
      { token, newPassword: parsed.data.password },
      { onSuccess: () => void refreshSession().catch(() => undefined) },
    );
  };

  return (
    <AuthLayout title="Choose a new password">
      <form className="space-y-4" onSubmit={submit} noValidate>
        {reset.isError ? (
          <Alert tone="error">
            {errorMessage(reset.error, 'Failed to reset the password. Please try again.')}
          </Alert>
        ) : null}
        <Field label="New password" error={fieldErrors.password} hint="At least 8 characters">
          <Input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Field label="Confirm new password" error={fieldErrors.confirmPassword}>
          <Input
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
