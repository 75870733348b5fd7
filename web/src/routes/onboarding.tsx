import { useSearchParams } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { OnboardingCheckout } from '@web/features/billing/components/onboarding-checkout';
import { useTimedFlag } from '@web/features/billing/hooks/use-timed-flag';
import { OnboardingCheckoutReturn } from '@web/features/onboarding/components/checkout-return';
import { OnboardingPage } from '@web/features/onboarding/components/onboarding-page';
import { readStorage, storageKeys } from '@web/lib/storage-keys';
import { useWizardTexts } from '@web/locales/onboarding';

/** The onboarding wizard (outside the app shell), with the payment step's checkout and its return. */
export function Component() {
  const t = useWizardTexts();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const canceledVisible = useTimedFlag(params.get('canceled') === 'true', 5000);
  if (params.get('success') === 'true' && sessionId)
    return <OnboardingCheckoutReturn sessionId={sessionId} />;

  return (
    <>
      {canceledVisible ? (
        <div className="mx-auto max-w-3xl px-4 pt-4">
          <Alert tone="warning">{t('subscription.checkoutCanceled')}</Alert>
        </div>
      ) : null}
      <OnboardingPage
        renderCheckout={(planId, subscribeLaterNote) => (
          <OnboardingCheckout
            planId={planId}
            hotelId={readStorage(storageKeys.activeHotelId)}
            note={subscribeLaterNote}
          />
        )}
      />
    </>
  );
}
