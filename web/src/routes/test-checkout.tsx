import { Navigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { useSession } from '@web/lib/session';
import { TestCheckoutPage } from '@web/features/billing/components/test-checkout-page';

/**
 * The built-in test checkout (/test-checkout?session=...), standing in for Stripe Checkout when no Stripe key
 * is configured. The guard lets it through without the hotel check (onboarding pays here before a hotel is
 * ready), so this page asks for a session itself.
 */
export function Component() {
  const [params] = useSearchParams();
  const session = useSession();
  if (session.isPending) return <LoadingScreen />;
  if (!session.user) return <Navigate to="/login" replace />;
  return <TestCheckoutPage sessionId={params.get('session')?.trim() ?? ''} />;
}
