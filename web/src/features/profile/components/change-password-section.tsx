import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changePasswordFormSchema } from '@common/accounts/schemas';
import { accountSettingsTexts } from '@common/accounts/texts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useProfileTexts } from '@web/locales/profile';
import { useChangePassword } from '../api/change-password';

type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * 'Change password' for password accounts: the current password, the new one twice (the sign-up rules).
 * Every other session ends with the change, and the success note says so.
 */
export function ChangePasswordSection() {
  const t = useProfileTexts();
  const changePassword = useChangePassword();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.currentPassword) form.setError('currentPassword', { message: fields.currentPassword });
      if (fields.newPassword) form.setError('newPassword', { message: fields.newPassword });
      setOutcome({ tone: 'error', text: errorMessage(error, accountSettingsTexts.changePasswordFailed) });
      return;
    }
    form.reset(empty);
    setOutcome({ tone: 'success', text: t('changePassword.changed') });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('changePassword.formLabel')}>
      <Field label={t('changePassword.current')} error={errors.currentPassword?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          required
          {...form.register('currentPassword')}
        />
      </Field>
      <Field
        label={t('changePassword.new')}
        error={errors.newPassword?.message}
        hint={t('changePassword.newHint')}
      >
        <Input type="password" autoComplete="new-password" required {...form.register('newPassword')} />
      </Field>
      <Field label={t('changePassword.confirm')} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" required {...form.register('confirmPassword')} />
      </Field>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('changePassword.submitting') : t('changePassword.submit')}
      </Button>
    </form>
  );
}
