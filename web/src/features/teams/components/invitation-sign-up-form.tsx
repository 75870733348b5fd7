import { useState, type FormEvent } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useSignUp } from '@web/features/accounts/api/sign-up';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { messagesByField } from '@web/lib/field-errors';
import { useTeamTexts } from '@web/locales/teams';

/**
 * 'Sign up' on the invitation page: an account for the invited address (the only one that can accept), with the
 * member's name, which the team sees (a member skips the onboarding that would ask it). The address is confirmed
 * by mail first, and the confirmation link leads back to this invitation.
 */
export function InvitationSignUpForm({ token, invitedEmail }: { token: string; invitedEmail: string }) {
  const t = useTeamTexts();
  const signUp = useSignUp();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { invitationSignUpSchema } = await import('@common/accounts/schemas');
    const parsed = invitationSignUpSchema.safeParse({ email: invitedEmail, password, name });
    if (!parsed.success) {
      setFieldErrors(messagesByField(parsed.error));
      return;
    }
    setFieldErrors({});
    signUp.mutate(
      { email: parsed.data.email, password: parsed.data.password, name: parsed.data.name, invitation: token },
      {
        onError: (error) => {
          if (
            error instanceof ApiError &&
            error.code === 'validation' &&
            Object.keys(error.fields).length > 0
          )
            setFieldErrors(error.fields);
          else setFailure(errorMessage(error, t('invitation.signUpFailed')));
        },
      },
    );
  };

  if (signUp.isSuccess)
    return (
      <Alert tone="success">
        <p className="font-medium">{t('invitation.checkInbox')}</p>
        <p className="mt-1">{t('invitation.sent', { email: invitedEmail })}</p>
      </Alert>
    );

  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
      <p className="text-sm text-slate-700">{t('invitation.signUpIntro')}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Field label={t('invitation.email')} error={fieldErrors.email}>
        <Input type="email" autoComplete="email" readOnly value={invitedEmail} />
      </Field>
      <Field label={t('invitation.name')} error={fieldErrors.name} hint={t('invitation.nameHint')}>
        <Input autoComplete="name" required value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
      <Field
        label={t('invitation.password')}
        error={fieldErrors.password}
        hint={t('invitation.passwordHint')}
      >
        <Input
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? t('invitation.signingUp') : t('invitation.signUp')}
      </Button>
    </form>
  );
}
