import { isPurchasable, type PurchasablePlanId } from '@common/plans/plans';
import { storageKeys, writeStorage } from '@web/lib/storage-keys';
import { marketingTexts } from '@web/locales/marketing';

/** Sends a signed-in user to the checkout for the plan; the route passes the billing feature's one in. */
export type StartPlanCheckout = (planId: PurchasablePlanId) => Promise<void>;

export interface ChoosePlanOptions {
  signedIn: boolean;
  navigate(to: string): void;
  startCheckout: StartPlanCheckout;
}

/**
 * What choosing a plan on the pricing cards does (spec part 1, section 2, pricing page). The plan is kept as
 * the pending plan so it survives sign-up and e-mail confirmation (and is offered again if a checkout is
 * left). Signed-in visitors go straight to the checkout; whatever it throws is shown in the pricing page's
 * amber box.
 */
export async function choosePlan(
  planId: string,
  { signedIn, navigate, startCheckout }: ChoosePlanOptions,
): Promise<void> {
  if (planId === 'contact_sales') {
    navigate('/contact');
    return;
  }
  if (!isPurchasable(planId)) throw new Error(marketingTexts('plans.invalidPriceId'));
  writeStorage(storageKeys.pendingPlan, planId);
  if (signedIn) await startCheckout(planId);
  else navigate(`/signup?plan=${encodeURIComponent(planId)}`);
}
