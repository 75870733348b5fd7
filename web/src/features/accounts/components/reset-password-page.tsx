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
import { useAccountTexts } from '@web/locales/accounts';

/** Reached from the recovery e-mail: /reset-password?type=recovery&token=... */
export function ResetPasswordPage() {
  const t = useAccountTexts();
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  if (!token || params.get('error')) {
    return (
      <AuthLayout title={t('reset.title')}>
        <div className="space-y-4">
          <Alert tone="warning">{t('reset.invalidLink')}</Alert>
          <Link
            to="/forgot-password"
            className="block text-center text-sm font-medium text-brand-700 hover:underline"
          >
            {t('reset.requestNewLink')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout title={t('reset.changedTitle')}>
        <div className="space-y-4">
          <Alert tone="success">{t('reset.changed')}</Alert>
          <LinkButton to="/login" className="w-full">
            {t('goToLogin')}
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
    <AuthLayout title={t('reset.chooseTitle')}>
      <form className="space-y-4" onSubmit={submit} noValidate>
        {reset.isError ? <Alert tone="error">{errorMessage(reset.error, t('reset.failed'))}</Alert> : null}
        <Field label={t('reset.newPassword')} error={fieldErrors.password} hint={t('passwordHint')}>
          <Input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Field label={t('reset.confirmPassword')} error={fieldErrors.confirmPassword}>
          <Input
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
