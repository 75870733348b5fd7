import { errorMessage } from '@web/lib/api-client';
import { useState, type FormEvent } from 'react';
import { profileTexts, type Profile } from '@common/profile/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useProfileTexts } from '@web/locales/profile';
import { useDeleteAccount } from '../api/delete-account';

interface DeleteAccountDialogProps {
  profile: Profile;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Nothing of the account may survive in this browser, and the reload drops every cached answer. */
function leaveDeletedAccount() {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage may be unavailable (private mode); then there is nothing to clear.
  }
  window.location.assign('/');
}

/**
 * Deletes the account for good after the user confirms: password accounts with their password, accounts
 * without one (Google) by typing their e-mail address (DECISIONS.md point 8).
 */
export function DeleteAccountDialog({ profile, open, onOpenChange }: DeleteAccountDialogProps) {
  const t = useProfileTexts();
  const deleteAccount = useDeleteAccount();
  const [confirmation, setConfirmation] = useState('');
  const filled = confirmation.trim() !== '';

  const close = () => {
    setConfirmation('');
    deleteAccount.reset();
    onOpenChange(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!filled) return;
    const input = profile.hasPassword ? { password: confirmation } : { email: confirmation.trim() };
    deleteAccount.mutate(input, { onSuccess: leaveDeletedAccount });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('deleteAccount.title')}
      closeDisabled={deleteAccount.isPending}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-slate-700">{t('deleteAccount.warning')}</p>
        {profile.hasPassword ? (
          <Field label={t('deleteAccount.password')} hint={t('deleteAccount.passwordHint')}>
            <Input
              type="password"
              autoComplete="current-password"
              required
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </Field>
        ) : (
          <Field
            label={t('deleteAccount.email')}
            hint={t('deleteAccount.emailHint', { email: profile.email })}
          >
            <Input
              type="email"
              autoComplete="off"
              required
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </Field>
        )}
        {deleteAccount.isError ? (
          <Alert tone="error">{errorMessage(deleteAccount.error, profileTexts.deleteAccountFailed)}</Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={deleteAccount.isPending}>
            {t('deleteAccount.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={!filled || deleteAccount.isPending}>
            {deleteAccount.isPending ? t('deleteAccount.deleting') : t('deleteAccount.delete')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
