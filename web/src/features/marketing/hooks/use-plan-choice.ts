import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PlanId } from '@common/plans/plans';
import { loadSession } from '@web/lib/session';
import { choosePlan, type StartPlanCheckout } from '../choose-plan';
import { marketingTexts } from '@web/locales/marketing';

/** Runs choosePlan for a card's button and keeps the error for the amber box and the busy plan for the button. */
export function usePlanChoice(startCheckout: StartPlanCheckout) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busyPlanId, setBusyPlanId] = useState<PlanId | null>(null);

  async function choose(planId: PlanId) {
    setError(null);
    setBusyPlanId(planId);
    try {
      // The route guard has usually loaded the session already; waiting for it avoids sending a signed-in
      // visitor to /signup when they click before it arrives.
      const user = await loadSession();
      await choosePlan(planId, {
        signedIn: user !== null,
        navigate: (to) => void navigate(to),
        startCheckout,
      });
    } catch (caught) {
      setError(
        caught instanceof Error && caught.message ? caught.message : marketingTexts('plans.checkoutFailed'),
      );
    } finally {
      setBusyPlanId(null);
    }
  }

  return { choose, error, busyPlanId };
}
