import { RecentActivity } from '@web/features/activities/components/recent-activity';
import { CheckoutReturnNotice } from '@web/features/billing/components/checkout-return-notice';
import { PendingPlanCard } from '@web/features/billing/components/pending-plan-card';
import { DashboardOverview } from '@web/features/dashboard/components/dashboard-overview';
import { DashboardWelcome } from '@web/features/dashboard/components/dashboard-welcome';
import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { MyTasks } from '@web/features/tasks/components/my-tasks';

/** The dashboard; a checkout started on the pricing page returns here (?success=true or ?canceled=true). */
export function Component() {
  const { activeHotel } = useActiveHotel();
  return (
    <div className="space-y-6">
      <CheckoutReturnNotice />
      <DashboardWelcome />
      <PendingPlanCard />
      <DashboardOverview />
      <div className="grid items-start gap-6 xl:grid-cols-3">
        <div className="min-w-0 xl:col-span-2">
          <MyTasks />
        </div>
        {activeHotel ? <RecentActivity hotelId={activeHotel.id} /> : null}
      </div>
    </div>
  );
}
