import { errorMessage } from '@web/lib/api-client';
import { useState, type FormEvent } from 'react';
import { profileTexts, type Profile } from '@common/profile/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
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
      title="Delete Account"
      closeDisabled={deleteAccount.isPending}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-slate-700">
          This permanently deletes your account and everything in it: all your hotels and their content, your
          uploaded photos and files, and your subscription. This action cannot be undone.
        </p>
        {profile.hasPassword ? (
          <Field label="Password" hint="Enter your password to confirm.">
            <Input
              type="password"
              autoComplete="current-password"
              required
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </Field>
        ) : (
          <Field label="E-mail address" hint={`Type ${profile.email} to confirm.`}>
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
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!filled || deleteAccount.isPending}>
            {deleteAccount.isPending ? 'Deleting...' : 'Delete Account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
