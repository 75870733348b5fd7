import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountTexts } from '@common/accounts/texts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { messagesByField } from '@web/lib/field-errors';
import { ApiError } from '@web/lib/api-client';
import { isConfirmationUrl } from '@web/app/guard-rules';
import { useAccountTexts } from '@web/locales/accounts';
import { useSignIn } from '../api/sign-in';
import { AuthLayout } from './auth-layout';
import { GoogleButton } from './google-button';
import { EmailField } from './email-field';
import { ResendVerificationButton } from './resend-verification-button';
import { sharedText } from '@web/lib/i18n/shared-text';

/** How long a confirmation link's notice stays in the address bar before the URL is cleaned. */
const urlCleanupMs = 3000;

function confirmationNotice(params: URLSearchParams) {
  if (params.get('type') !== 'signup') return null;
  return params.get('error')
    ? { tone: 'warning' as const, key: 'login.confirmationInvalid' as const }
    : { tone: 'success' as const, key: 'login.confirmed' as const };
}

/**
 * The sign-in page is German: the spec gives it German texts only (its error messages, section 8), so the
 * words around them are German too, in the same informal address ('du').
 */
export function LoginPage() {
  const t = useAccountTexts();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(
    params.get('error') === 'google' ? sharedText(accountTexts.googleSignInFailed) : null,
  );
  const [notice] = useState(() => confirmationNotice(params));
  // The address a sign-in was refused for because it is not confirmed yet: it may ask for a new link.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const plan = params.get('plan');

  // Links from e-mails keep the page (no redirect) and are removed from the address bar after 3 s.
  const fromEmailLink = isConfirmationUrl(params.toString());
  useEffect(() => {
    if (!fromEmailLink) return;
    const timer = setTimeout(
      () => navigate(plan ? `/login?plan=${encodeURIComponent(plan)}` : '/login', { replace: true }),
      urlCleanupMs,
    );
    return () => clearTimeout(timer);
  }, [fromEmailLink, navigate, plan]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // The shared schema (and zod with it) loads on submit, not with the page (docs/decisions/006).
    const { signInSchema } = await import('@common/accounts/schemas');
    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(messagesByField(parsed.error));
      return;
    }
    setFieldErrors({});
    setUnconfirmedEmail(null);
    signIn.mutate(parsed.data, {
      onError: (failure) => {
        // The server's rate-limit answer is English (the API's language); the page says it in German.
        if (failure instanceof ApiError && failure.code === 'rateLimited')
          setError(t('login.tooManyAttempts'));
        else
          setError(
            failure instanceof ApiError && failure.code !== 'network'
              ? failure.message
              : sharedText(accountTexts.signInFailed),
          );
        if (failure instanceof ApiError && failure.source.message === accountTexts.emailNotConfirmed)
          setUnconfirmedEmail(parsed.data.email);
      },
    });
  };

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      skipLinkLabel={t('login.skipToContent')}
    >
      <div className="space-y-4">
        {notice ? <Alert tone={notice.tone}>{t(notice.key)}</Alert> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        {unconfirmedEmail ? (
          <ResendVerificationButton
            email={unconfirmedEmail}
            texts={t('login.resend', { returnObjects: true })}
          />
        ) : null}
        <form className="space-y-4" onSubmit={submit} noValidate>
          <EmailField
            label={t('login.emailLabel')}
            value={email}
            onChange={setEmail}
            error={fieldErrors.email}
          />
          <Field label={t('login.passwordLabel')} error={fieldErrors.password}>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
          </Field>
          <div className="flex justify-end">
            <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
              {t('login.forgotPassword')}
            </Link>
          </div>
          <Button type="submit" className="w-full" disabled={signIn.isPending}>
            {signIn.isPending ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
        <GoogleButton
          label={t('login.google')}
          dividerLabel={t('login.or')}
          errorPage="/login"
          onError={() => setError(sharedText(accountTexts.googleSignInFailed))}
        />
        <p className="text-center text-sm text-slate-700">
          {t('login.noAccount')}{' '}
          <Link
            to={plan ? `/signup?plan=${encodeURIComponent(plan)}` : '/signup'}
            className="font-medium text-brand-700 hover:underline"
          >
            {t('login.signUp')}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
