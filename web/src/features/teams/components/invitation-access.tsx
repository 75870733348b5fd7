import { useState } from 'react';
import { Alert } from '@web/components/ui/alert';
import { cn } from '@web/components/ui/cn';
import { useTeamTexts } from '@web/locales/teams';
import { InvitationSignInForm } from './invitation-sign-in-form';
import { InvitationSignUpForm } from './invitation-sign-up-form';

type Way = 'signUp' | 'signIn';

interface InvitationAccessProps {
  token: string;
  invitedEmail: string;
  /** Back from the confirmation mail: 'confirmed', or 'invalid' when the confirmation link did not work. */
  confirmation: 'confirmed' | 'invalid' | null;
  onSignedIn(email: string): void;
}

/**
 * For someone not signed in: 'Sign up' (the invited address filled in) or 'Sign in', each bringing them back to
 * this invitation. Back from the confirmation mail, sign-in comes first.
 */
export function InvitationAccess({ token, invitedEmail, confirmation, onSignedIn }: InvitationAccessProps) {
  const t = useTeamTexts();
  const [way, setWay] = useState<Way>(confirmation ? 'signIn' : 'signUp');
  const tab = (value: Way, label: string) => (
    <button
      type="button"
      aria-pressed={way === value}
      onClick={() => setWay(value)}
      className={cn(
        'flex-1 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        way === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="space-y-4">
      {confirmation === 'confirmed' ? <Alert tone="success">{t('invitation.confirmed')}</Alert> : null}
      {confirmation === 'invalid' ? (
        <Alert tone="warning">{t('invitation.confirmationInvalid')}</Alert>
      ) : null}
      <div
        role="group"
        aria-label={t('invitation.choose')}
        className="flex gap-1 rounded-lg bg-slate-100 p-1"
      >
        {tab('signUp', t('invitation.signUpTab'))}
        {tab('signIn', t('invitation.signInTab'))}
      </div>
      {way === 'signUp' ? (
        <InvitationSignUpForm token={token} invitedEmail={invitedEmail} />
      ) : (
        <InvitationSignInForm token={token} invitedEmail={invitedEmail} onSignedIn={onSignedIn} />
      )}
    </div>
  );
}
