import { Navigate } from 'react-router';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { useSession } from '@web/lib/session';
import { TestPortalPage } from '@web/features/billing/components/test-portal-page';

/** The built-in stand-in for Stripe's customer portal; like the test checkout it asks for a session itself. */
export function Component() {
  const session = useSession();
  if (session.isPending) return <LoadingScreen />;
  if (!session.user) return <Navigate to="/login" replace />;
  return <TestPortalPage />;
}
