import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { useAccountTexts } from '@web/locales/accounts';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from './auth-layout';
import { EmailField } from './email-field';
import { messagesByField } from '@web/lib/field-errors';

export function ForgotPasswordPage() {
  const t = useAccountTexts();
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
      setFieldError(messagesByField(parsed.error).email);
      return;
    }
    setFieldError(undefined);
    request.mutate(parsed.data, { onSuccess: () => setSentTo(parsed.data.email) });
  };

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {sentTo ? (
        <div className="space-y-4">
          <Alert tone="success">{t('forgot.sent', { email: sentTo })}</Alert>
          <Link to="/login" className="block text-center text-sm font-medium text-brand-700 hover:underline">
            {t('forgot.backToSignIn')}
          </Link>
        </div>
      ) : (
        <form className="space-y-4" onSubmit={submit} noValidate>
          {request.isError ? (
            <Alert tone="error">{errorMessage(request.error, t('forgot.failed'))}</Alert>
          ) : null}
          <EmailField label={t('emailLabel')} value={email} onChange={setEmail} error={fieldError} />
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
          <Link to="/login" className="block text-center text-sm font-medium text-brand-700 hover:underline">
            {t('forgot.backToSignIn')}
          </Link>
        </form>
      )}
    </AuthLayout>
  );
}
