import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { useWizardTexts } from '@web/locales/onboarding';

/**
 * Back from a successful checkout started in the wizard (DECISIONS.md point 22): onboarding is completed and the
 * dashboard takes over, confirming the payment and showing the success notice.
 */
export function OnboardingCheckoutReturn({ sessionId }: { sessionId: string }) {
  const t = useWizardTexts();
  const complete = useCompleteOnboarding();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    complete.mutate(undefined, {
      onSuccess: () =>
        navigate(`/dashboard?success=true&session_id=${encodeURIComponent(sessionId)}`, { replace: true }),
    });
  }, [complete, navigate, sessionId]);

  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      {complete.isError ? (
        <Alert tone="error">{errorMessage(complete.error, t('completeFailed'))}</Alert>
      ) : (
        <Spinner label={t('finishing')} />
      )}
    </main>
  );
}
