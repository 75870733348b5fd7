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
import { useSignIn } from '../api/sign-in';
import { AuthLayout } from './auth-layout';
import { GoogleButton } from './google-button';
import { EmailField } from './email-field';
import { ResendVerificationButton } from './resend-verification-button';

/** How long a confirmation link's notice stays in the address bar before the URL is cleaned. */
const urlCleanupMs = 3000;

function confirmationNotice(params: URLSearchParams) {
  if (params.get('type') !== 'signup') return null;
  return params.get('error')
    ? {
        tone: 'warning' as const,
        text: 'This confirmation link is invalid or has expired. Sign in to receive a new one.',
      }
    : { tone: 'success' as const, text: 'Your e-mail address is confirmed. You can sign in now.' };
}

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(
    params.get('error') === 'google' ? accountTexts.googleSignInFailed : null,
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
        setError(
          failure instanceof ApiError && failure.code !== 'network'
            ? failure.message
            : accountTexts.signInFailed,
        );
        if (failure instanceof ApiError && failure.message === accountTexts.emailNotConfirmed)
          setUnconfirmedEmail(parsed.data.email);
      },
    });
  };

  return (
    <AuthLayout title="Sign in" subtitle="Welcome back! Sign in to manage your hotel content.">
      <div className="space-y-4">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        {unconfirmedEmail ? <ResendVerificationButton email={unconfirmedEmail} /> : null}
        <form className="space-y-4" onSubmit={submit} noValidate>
          <EmailField value={email} onChange={setEmail} error={fieldErrors.email} />
          <Field label="Password" error={fieldErrors.password}>
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
              Forgot password?
            </Link>
          </div>
          <Button type="submit" className="w-full" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
        <GoogleButton
          label="Sign in with Google"
          errorPage="/login"
          onError={() => setError(accountTexts.googleSignInFailed)}
        />
        <p className="text-center text-sm text-slate-700">
          Don&apos;t have an account?{' '}
          <Link
            to={plan ? `/signup?plan=${encodeURIComponent(plan)}` : '/signup'}
            className="font-medium text-brand-700 hover:underline"
          >
            Sign up
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
