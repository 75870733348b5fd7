import type { CheckoutOrigin } from '@common/billing/schemas';
import type { PurchasablePlanId } from '@common/plans/plans';
import { Alert } from '@web/components/ui/alert';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useCheckoutTexts } from '@web/locales/checkout';
import { useStartCheckout } from '../hooks/use-start-checkout';
import { checkoutErrorMessage } from '../start-checkout';

export interface CheckoutButtonProps {
  planId: PurchasablePlanId;
  /** Where the checkout starts; the server picks the return addresses from it. */
  from: CheckoutOrigin;
  label: string;
  /** The hotel the subscription is for (onboarding); left out when empty. */
  hotelId?: string | null;
  /** Runs just before the checkout is requested, e.g. to note that the user is on the way to pay. */
  onStart?(): void;
  /**
   * Given, the caller shows the failure in its own words (onboarding has its own text); otherwise the button
   * shows the message in an amber box under itself.
   */
  onError?(message: string): void;
  variant?: ButtonProps['variant'];
  className?: string;
}

/** Starts a checkout for one plan and sends the browser there, saying so while it happens. */
export function CheckoutButton({
  planId,
  from,
  label,
  hotelId,
  onStart,
  onError,
  variant = 'primary',
  className,
}: CheckoutButtonProps) {
  const t = useCheckoutTexts();
  const checkout = useStartCheckout();
  // After success the browser is already leaving; the button stays busy so nobody starts a second checkout.
  const redirecting = checkout.isPending || checkout.isSuccess;

  function start() {
    onStart?.();
    checkout.mutate(
      { planId, from, hotelId },
      { onError: (error) => onError?.(checkoutErrorMessage(error)) },
    );
  }

  return (
    <div className="space-y-3">
      <Button
        variant={variant}
        className={className}
        disabled={redirecting}
        aria-busy={redirecting}
        onClick={start}
      >
        {redirecting ? <Spinner className="size-4" label={t('redirecting')} /> : label}
      </Button>
      {checkout.isError && !onError ? (
        <Alert tone="warning">{checkoutErrorMessage(checkout.error)}</Alert>
      ) : null}
    </div>
  );
}
