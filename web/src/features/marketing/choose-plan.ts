import { isPurchasable } from '@common/plans/plans';
import { storageKeys, writeStorage } from '@web/lib/storage-keys';
import { marketingMessages } from './content/messages';

export interface ChoosePlanOptions {
  signedIn: boolean;
  navigate(to: string): void;
}

/**
 * What choosing a plan on the pricing cards does (spec part 1, section 2, pricing page). The plan is kept as
 * the pending plan so it survives sign-up and e-mail confirmation. Signed-in visitors go to the payment
 * settings for now; the payments work replaces that branch with Stripe Checkout, which is why this is async
 * and may throw: whatever it throws is shown in the pricing page's amber box.
 */
export async function choosePlan(planId: string, { signedIn, navigate }: ChoosePlanOptions): Promise<void> {
  if (planId === 'contact_sales') {
    navigate('/contact');
    return;
  }
  if (!isPurchasable(planId)) throw new Error(marketingMessages.invalidPriceId);
  writeStorage(storageKeys.pendingPlan, planId);
  const query = `?plan=${encodeURIComponent(planId)}`;
  navigate(signedIn ? `/settings/payment${query}` : `/signup${query}`);
}
