import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import type { GuardDecision } from './guard-rules';

/** Shows what the route guard decided: the page, the loading placeholder, or the way elsewhere. */
export function GuardOutcome({ decision }: { decision: GuardDecision }) {
  if (decision.kind === 'loading') return <LoadingScreen />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
