import { useState } from 'react';
import type { PurchasablePlanId } from '@common/plans/plans';
import { Alert } from '@web/components/ui/alert';
import { storageKeys, writeStorage } from '@web/lib/storage-keys';
import { useBillingTexts } from '@web/locales/billing';
import { useWizardTexts } from '@web/locales/onboarding';
import { useBillingEnabled } from '../api/get-billing-config';
import { BillingNotConfigured } from './billing-not-configured';
import { CheckoutButton } from './checkout-button';

/**
 * The wizard's checkout button: the chosen plan is kept as the pending plan while the browser is at the payment
 * provider; a failure clears the flags and shows the wizard's own text (spec part 1, section 4). A server that
 * cannot take payments gets a notice instead of a checkout that cannot work.
 */
export function OnboardingCheckout({
  planId,
  hotelId,
  note,
}: {
  planId: PurchasablePlanId;
  hotelId: string | null;
  /** A line above the button (the wizard's "any time from Settings"), left out when nothing can be bought. */
  note?: string;
}) {
  const t = useWizardTexts();
  const billingT = useBillingTexts();
  const [failed, setFailed] = useState(false);
  const billingEnabled = useBillingEnabled();
  if (!billingEnabled) return <BillingNotConfigured next={billingT('onboardingCheckout.subscribeLater')} />;
  return (
    <div className="space-y-3">
      {note ? <p className="text-sm text-slate-700">{note}</p> : null}
      <CheckoutButton
        planId={planId}
        from="onboarding"
        hotelId={hotelId}
        label={billingT('onboardingCheckout.continue')}
        className="w-full sm:w-auto"
        onStart={() => {
          setFailed(false);
          writeStorage(storageKeys.pendingPlan, planId);
        }}
        onError={() => {
          writeStorage(storageKeys.pendingPlan, null);
          writeStorage(storageKeys.onboardingInProgress, null);
          setFailed(true);
        }}
      />
      {failed ? <Alert tone="error">{t('subscription.checkoutFailed')}</Alert> : null}
    </div>
  );
}
