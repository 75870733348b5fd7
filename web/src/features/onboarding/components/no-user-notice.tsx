import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { setSessionUser } from '@web/lib/session';
import { useWizardTexts } from '@web/locales/onboarding';

/** Long enough to read the message before the login page replaces it. */
const loginRedirectDelayMs = 1500;

/** 'No user found. Please log in again.', then /login (spec part 1, section 8). */
export function NoUserNotice() {
  const t = useWizardTexts();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      // The server no longer knows the user: forget the known session, or the guard would send them back here.
      setSessionUser(null);
      void navigate('/login', { replace: true });
    }, loginRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <Alert tone="error">
      {t('noUser')}{' '}
      <Link to="/login" className="font-medium underline">
        {t('goToLogin')}
      </Link>
    </Alert>
  );
}
