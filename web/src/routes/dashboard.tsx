import { DashboardWelcome } from '@web/features/dashboard/components/dashboard-welcome';

export function Component() {
  return <DashboardWelcome />;
}
