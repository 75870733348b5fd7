import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changeEmailSchema, type ChangeEmailInput } from '@common/accounts/schemas';
import { accountSettingsTexts } from '@common/accounts/texts';
import type { Profile } from '@common/profile/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useProfileTexts } from '@web/locales/profile';
import { useChangeEmail } from '../api/change-email';

/**
 * 'Change e-mail address': a confirmation link goes to the new address, and the account keeps its current
 * address until the link is opened. Password accounts confirm with their password.
 */
export function ChangeEmailSection({ profile }: { profile: Profile }) {
  const t = useProfileTexts();
  const changeEmail = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newEmail, password }) => {
    setSentTo(null);
    setFailure(null);
    if (profile.hasPassword && !password) {
      form.setError('password', { message: t('changeEmail.passwordNeeded') });
      return;
    }
    try {
      await changeEmail.mutateAsync(profile.hasPassword ? { newEmail, password } : { newEmail });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.newEmail) form.setError('newEmail', { message: fields.newEmail });
      if (fields.password) form.setError('password', { message: fields.password });
      // A message under the field is enough; anything else is said above the button.
      if (!fields.newEmail && !fields.password)
        setFailure(errorMessage(error, accountSettingsTexts.changeEmailFailed));
      return;
    }
    form.reset({ newEmail: '', password: '' });
    setSentTo(newEmail);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('changeEmail.formLabel')}>
      <p className="text-sm text-slate-700">
        {t('changeEmail.introBefore')}
        <strong className="text-slate-900">{profile.email}</strong>
        {t('changeEmail.introAfter')}
      </p>
      <Field label={t('changeEmail.newEmail')} error={errors.newEmail?.message}>
        <Input type="email" autoComplete="email" required {...form.register('newEmail')} />
      </Field>
      {profile.hasPassword ? (
        <Field
          label={t('changeEmail.password')}
          error={errors.password?.message}
          hint={t('changeEmail.passwordHint')}
        >
          <Input type="password" autoComplete="current-password" required {...form.register('password')} />
        </Field>
      ) : null}
      {sentTo ? (
        <Alert tone="success">
          {t('changeEmail.sentBefore')}
          <strong>{sentTo}</strong>
          {t('changeEmail.sentAfter', { email: profile.email })}
        </Alert>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('changeEmail.sending') : t('changeEmail.send')}
      </Button>
    </form>
  );
}
