import { useSearchParams } from 'react-router';
import { findPlan, formatPlanPrice, isPurchasable } from '@common/plans/plans';
import { Card } from '@web/components/ui/card';
import { LinkButton } from '@web/features/marketing/components/link-button';

/**
 * Settings > Payment, until online checkout is built: it says plainly that there is no subscription yet
 * and, when the user arrived with ?plan=, which plan they chose and how to get it now.
 */
export function Component() {
  const [params] = useSearchParams();
  const planId = params.get('plan');
  const plan = planId && isPurchasable(planId) ? findPlan(planId) : undefined;

  return (
    <Card className="max-w-3xl space-y-4 p-6">
      <h2 className="text-xl font-semibold text-slate-900">Subscription</h2>
      <p className="text-sm text-slate-700">You have no active subscription yet.</p>
      {plan ? (
        <div
          className="space-y-2 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3"
          data-testid="chosen-plan"
        >
          <p className="text-sm text-slate-800">
            Chosen plan: <span className="font-semibold text-slate-900">{plan.name}</span>,{' '}
            <span className="font-semibold text-slate-900">{formatPlanPrice(plan)}</span> / month
          </p>
          <p className="text-sm text-slate-800">
            Online checkout is coming soon. Contact us to subscribe to this plan now.
          </p>
          <LinkButton to="/contact" variant="outline">
            Contact us
          </LinkButton>
        </div>
      ) : null}
      <LinkButton to="/pricing">View plans</LinkButton>
    </Card>
  );
}
