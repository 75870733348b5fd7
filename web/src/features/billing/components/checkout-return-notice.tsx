import { useQuery } from '@tanstack/react-query';
import { useBillingTexts } from '@web/locales/billing';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { subscriptionQueryOptions } from '../api/get-subscription';
import { useCheckoutReturn } from '../hooks/use-checkout-return';
import { planLabel } from '../subscription-display';

/**
 * The notice on the page a checkout returns to: the confirmed payment with the plan now active, or, for 5 s,
 * that the checkout was canceled. Renders nothing on an ordinary visit.
 */
export function CheckoutReturnNotice() {
  const t = useBillingTexts();
  const { arrival, confirm, canceledVisible } = useCheckoutReturn();
  // The confirmation's answer is a snapshot; the subscription's query follows later changes (a plan switch on
  // the same page), and the banner goes once it no longer describes the plan (DECISIONS.md 23).
  const live = useQuery({ ...subscriptionQueryOptions(), enabled: arrival?.kind === 'success' });

  if (arrival?.kind === 'canceled') {
    return canceledVisible ? <Alert tone="info">{t('notices.canceled')}</Alert> : null;
  }
  if (arrival?.kind !== 'success') return null;
  if (confirm.isError)
    return <Alert tone="error">{errorMessage(confirm.error, t('notices.confirmFailed'))}</Alert>;
  if (!confirm.data) {
    return (
      <Alert tone="info">
        <Spinner className="size-4" label={t('notices.confirming')} />
      </Alert>
    );
  }
  if (!confirm.data.paid) return <Alert tone="info">{t('notices.stillProcessing')}</Alert>;
  const subscription = confirm.data.subscription;
  if (subscription && live.data !== undefined && live.data?.planId !== subscription.planId) return null;
  return (
    <Alert tone="success">
      <p className="font-semibold">{t('notices.paymentSucceeded')}</p>
      {subscription ? (
        <p className="mt-1">
          {t('notices.yourPlan')}
          <strong>{planLabel(subscription.planId).name}</strong>
        </p>
      ) : null}
    </Alert>
  );
}
