import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUnsavedChangesGuard } from '@web/lib/unsaved-changes/use-unsaved-changes-guard';
import { formatPhone } from '@common/profile/phone-number';
import { profileUpdateSchema, type Profile, type ProfileUpdate } from '@common/profile/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useProfileTexts } from '@web/locales/profile';
import { useUpdateProfile } from '../api/update-profile';
import { announceProfileUpdated } from '../profile-events';

/** Spec part 1, section 9: a profile save waits 500 ms before it reports back. */
export const profileSaveSettleMs = 500;
const fieldNames = ['firstName', 'lastName', 'phone'] as const;

/** First name, last name and phone (stored in E.164); the e-mail address is shown; it changes under 'E-mail address' (a link confirms it). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useProfileTexts();
  const updateProfile = useUpdateProfile();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    // The phone is stored in E.164 and shown as people write it: '+49 8821 123456'.
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: formatPhone(profile.phone),
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty);

  const onSubmit = form.handleSubmit(async (update) => {
    setOutcome(null);
    try {
      await updateProfile.mutateAsync(update);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      for (const name of fieldNames) {
        const message = fields[name];
        if (message) form.setError(name, { message });
      }
      setOutcome({ tone: 'error', text: errorMessage(error, t('form.saveFailed')) });
      return;
    }
    // What was sent is now what is saved: leaving the page no longer asks.
    form.reset(update, { keepValues: true });
    // The top bar shows the new name at once.
    announceProfileUpdated();
    await new Promise((resolve) => setTimeout(resolve, profileSaveSettleMs));
    setOutcome({ tone: 'success', text: t('form.saved') });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.firstName')} error={errors.firstName?.message}>
          <Input required autoComplete="given-name" {...form.register('firstName')} />
        </Field>
        <Field label={t('form.lastName')} error={errors.lastName?.message}>
          <Input required autoComplete="family-name" {...form.register('lastName')} />
        </Field>
      </div>
      <Field label={t('form.phone')} error={errors.phone?.message} hint={t('form.phoneHint')}>
        <Input type="tel" autoComplete="tel" {...form.register('phone')} />
      </Field>
      <Field label={t('form.email')} hint={t('form.emailHint')}>
        <Input type="email" value={profile.email} readOnly className="bg-slate-50 text-slate-700" />
      </Field>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('form.saving') : t('form.save')}
      </Button>
    </form>
  );
}
