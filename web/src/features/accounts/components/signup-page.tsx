import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { accountTexts } from '@common/accounts/texts';
import { findPlan, isPurchasable } from '@common/plans/plans';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { messagesByField } from '@web/lib/field-errors';
import { ApiError } from '@web/lib/api-client';
import { storageKeys, writeStorage } from '@web/lib/storage-keys';
import { useAccountTexts } from '@web/locales/accounts';
import { useSignUp } from '../api/sign-up';
import { AuthLayout } from './auth-layout';
import { GoogleButton } from './google-button';
import { PlanBanner } from './plan-banner';
import { LinkButton } from '@web/components/ui/link-button';
import { EmailField } from './email-field';
import { ResendVerificationButton } from './resend-verification-button';
import { sharedText } from '@web/lib/i18n/shared-text';

export function SignupPage() {
  const t = useAccountTexts();
  const [params] = useSearchParams();
  const plan = findPlan(params.get('plan'));
  const signUp = useSignUp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(
    params.get('error') === 'google' ? t('signup.googleFailed') : null,
  );
  const [sentTo, setSentTo] = useState<string | null>(null);

  // A plan in the link is remembered so onboarding can offer it again after the e-mail is confirmed.
  useEffect(() => {
    if (plan && isPurchasable(plan.id)) writeStorage(storageKeys.pendingPlan, plan.id);
  }, [plan]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // The shared schema (and zod with it) loads on submit, not with the page (docs/decisions/006).
    const { signUpSchema } = await import('@common/accounts/schemas');
    const parsed = signUpSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(messagesByField(parsed.error));
      return;
    }
    setFieldErrors({});
    signUp.mutate(parsed.data, {
      onSuccess: () => setSentTo(parsed.data.email),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === 'validation') {
          setFieldErrors(failure.fields);
          setError(Object.keys(failure.fields).length ? null : failure.message);
        } else setError(sharedText(accountTexts.signUpFailed));
      },
    });
  };

  if (sentTo) {
    const loginLink = plan ? `/login?plan=${encodeURIComponent(plan.id)}` : '/login';
    return (
      <AuthLayout title={t('signup.checkEmailTitle')}>
        <div className="space-y-4 text-sm text-slate-700">
          <p>
            {t('signup.sentBefore')}
            <strong className="text-slate-900">{sentTo}</strong>
            {t('signup.sentAfter')}
          </p>
          <LinkButton to={loginLink} className="w-full">
            {t('goToLogin')}
          </LinkButton>
          <p>{t('signup.noMail')}</p>
          <ResendVerificationButton email={sentTo} texts={t('resend', { returnObjects: true })} />
          <Button
            variant="outline"
            className="w-full"
            onClick={() => {
              setSentTo(null);
              setPassword('');
            }}
          >
            {t('signup.differentEmail')}
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('signup.title')}
      subtitle={plan ? t('signup.subtitleWithPlan', { plan: plan.name }) : t('signup.subtitle')}
    >
      {plan ? <PlanBanner plan={plan} /> : null}
      <div className="space-y-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <form className="space-y-4" onSubmit={submit} noValidate>
          <EmailField label={t('emailLabel')} value={email} onChange={setEmail} error={fieldErrors.email} />
          <Field label={t('passwordLabel')} error={fieldErrors.password} hint={t('passwordHint')}>
            <Input
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
          </Field>
          <Button type="submit" className="w-full" disabled={signUp.isPending}>
            {signUp.isPending ? t('signup.submitting') : t('signup.submit')}
          </Button>
        </form>
        <GoogleButton
          label={t('signup.google')}
          dividerLabel={t('or')}
          errorPage="/signup"
          onError={() => setError(t('signup.googleFailed'))}
        />
        <p className="text-center text-sm text-slate-700">
          {t('signup.haveAccount')}{' '}
          <Link
            to={plan ? `/login?plan=${encodeURIComponent(plan.id)}` : '/login'}
            className="font-medium text-brand-700 hover:underline"
          >
            {t('signup.signIn')}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
