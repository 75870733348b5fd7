import { Navigate } from 'react-router';
import type { SubscriptionStepProps } from './subscription-step';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useWizardStart, type StartState } from '../hooks/use-wizard-start';
import { NoUserNotice } from './no-user-notice';
import { OnboardingHeader } from './onboarding-header';
import { OnboardingWizard } from './onboarding-wizard';
import { useWizardTexts } from '@web/locales/onboarding';

interface OnboardingPageProps {
  /** The payments feature's checkout button, shown beside the plan choice once it exists. */
  renderCheckout?: SubscriptionStepProps['renderCheckout'];
}

/** /onboarding: a clean page outside the app shell holding the wizard, or where the user goes instead. */
export function OnboardingPage({ renderCheckout }: OnboardingPageProps) {
  const start = useWizardStart();
  if (start.kind === 'dashboard') return <Navigate to="/dashboard" replace />;
  return (
    <div className="min-h-screen bg-slate-50">
      <OnboardingHeader />
      <main className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <PageContent start={start} renderCheckout={renderCheckout} />
      </main>
    </div>
  );
}

function PageContent({ start, renderCheckout }: OnboardingPageProps & { start: StartState }) {
  const t = useWizardTexts();
  switch (start.kind) {
    case 'wizard':
      return <OnboardingWizard start={start.start} renderCheckout={renderCheckout} />;
    case 'no-user':
      return <NoUserNotice />;
    case 'error':
      return (
        <div className="space-y-4">
          <Alert tone="error">{start.message}</Alert>
          <Button variant="outline" onClick={start.retry}>
            {t('tryAgain')}
          </Button>
        </div>
      );
    case 'loading':
    case 'dashboard':
      return (
        <p role="status" className="flex justify-center py-16 text-slate-600">
          <Spinner label={t('loading')} />
        </p>
      );
  }
}
