import { CheckoutReturnNotice } from '@web/features/billing/components/checkout-return-notice';
import { PendingPlanCard } from '@web/features/billing/components/pending-plan-card';
import { DashboardOverview } from '@web/features/dashboard/components/dashboard-overview';
import { DashboardWelcome } from '@web/features/dashboard/components/dashboard-welcome';

/** The dashboard; a checkout started on the pricing page returns here (?success=true or ?canceled=true). */
export function Component() {
  return (
    <div className="space-y-6">
      <CheckoutReturnNotice />
      <DashboardWelcome />
      <PendingPlanCard />
      <DashboardOverview />
    </div>
  );
}
