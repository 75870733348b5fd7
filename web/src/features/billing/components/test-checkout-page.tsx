import { billingTexts } from '@common/billing/texts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useCancelTestCheckout } from '../api/cancel-test-checkout';
import { useTestCheckout } from '../api/get-test-checkout';
import { usePayTestCheckout } from '../api/pay-test-checkout';
import { TestCheckoutLayout } from './test-checkout-layout';
import { useTestCheckoutTexts } from '@web/locales/testCheckout';
import { sharedText } from '@web/lib/i18n/shared-text';

function loadError(error: unknown) {
  // Stripe mode answers a plain 404 for the whole test checkout; either way the session is unknown here.
  return error instanceof ApiError && error.status === 404
    ? sharedText(billingTexts.sessionNotFound)
    : errorMessage(error, billingTexts.sessionNotFound);
}

/** The test checkout (/test-checkout?session=...): the plan and price, then 'Pay' or 'Cancel'. */
export function TestCheckoutPage({ sessionId }: { sessionId: string }) {
  const t = useTestCheckoutTexts();
  return (
    <TestCheckoutLayout title={t('checkout.title')}>
      {sessionId ? (
        <TestCheckoutSession sessionId={sessionId} />
      ) : (
        <Alert tone="error">{sharedText(billingTexts.sessionNotFound)}</Alert>
      )}
    </TestCheckoutLayout>
  );
}

function TestCheckoutSession({ sessionId }: { sessionId: string }) {
  const t = useTestCheckoutTexts();
  const session = useTestCheckout(sessionId);
  const pay = usePayTestCheckout();
  const cancel = useCancelTestCheckout();
  // Both answers send the browser away; the buttons stay off until it has gone.
  const leaving = pay.isPending || pay.isSuccess || cancel.isPending || cancel.isSuccess;
  const failure = pay.error ?? cancel.error;

  if (session.isPending) return <Spinner className="size-4" label={t('loading')} />;
  if (session.isError) return <Alert tone="error">{loadError(session.error)}</Alert>;

  const { planName, price, status } = session.data;
  return (
    <div className="space-y-6">
      <div className="rounded-lg border border-slate-200 p-4">
        <p className="text-sm text-slate-600">{t('checkout.subscription')}</p>
        <p className="mt-1 text-lg font-semibold text-slate-900">{planName}</p>
        <p className="mt-1 text-slate-800">
          <span className="text-2xl font-bold text-slate-900">
            {price === null ? t('checkout.customPrice') : t('checkout.price', { price })}
          </span>{' '}
          {t('checkout.perMonth')}
        </p>
      </div>
      {status === 'complete' ? <Alert tone="info">{t('checkout.alreadyPaid')}</Alert> : null}
      {failure ? <Alert tone="error">{errorMessage(failure, t('checkout.failed'))}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={leaving} onClick={() => cancel.mutate(sessionId)}>
          {t('checkout.cancel')}
        </Button>
        <Button disabled={leaving} aria-busy={pay.isPending} onClick={() => pay.mutate(sessionId)}>
          {t('checkout.pay')}
        </Button>
      </div>
    </div>
  );
}
