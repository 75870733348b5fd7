import { useState, type FormEvent } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useSignIn } from '@web/features/accounts/api/sign-in';
import { accountTexts } from '@common/accounts/texts';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { messagesByField } from '@web/lib/field-errors';
import { useTeamTexts } from '@web/locales/teams';

interface InvitationSignInFormProps {
  token: string;
  invitedEmail: string;
  /** Signed in (the session is refreshed): the page joins the team at once. */
  onSignedIn(email: string): void;
}

/**
 * 'Sign in' on the invitation page, the invited address filled in. An address not confirmed yet is sent a new
 * link, which leads back here (the token travels with the sign-in).
 */
export function InvitationSignInForm({ token, invitedEmail, onSignedIn }: InvitationSignInFormProps) {
  const t = useTeamTexts();
  const signIn = useSignIn();
  const [email, setEmail] = useState(invitedEmail);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { signInSchema } = await import('@common/accounts/schemas');
    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(messagesByField(parsed.error));
      return;
    }
    setFieldErrors({});
    signIn.mutate(
      { ...parsed.data, invitation: token },
      {
        onSuccess: () => onSignedIn(parsed.data.email),
        onError: (error) =>
          setFailure(
            // The sign-in's own words for it are German; this page says it in its language, with what happened.
            error instanceof ApiError && error.source.message === accountTexts.emailNotConfirmed
              ? t('invitation.confirmFirst')
              : errorMessage(error, t('invitation.signInFailed')),
          ),
      },
    );
  };

  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
      <p className="text-sm text-slate-700">{t('invitation.signInIntro')}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Field label={t('invitation.email')} error={fieldErrors.email}>
        <Input
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label={t('invitation.password')} error={fieldErrors.password}>
        <Input
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? t('invitation.signingIn') : t('invitation.signIn')}
      </Button>
    </form>
  );
}
