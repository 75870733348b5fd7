import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@web/features/accounts/api/get-session';
import { useQuery } from '@tanstack/react-query';
import { onboardingQueryOptions } from '@web/features/onboarding/api/get-onboarding';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { activateEmergencyMode, isEmergencyModeActive } from '@web/lib/emergency-mode';
import { storageKeys, writeStorage } from '@web/lib/storage-keys';
import { decideRoute } from './guard-rules';

/** Decides, for every page, whether to show it, wait, or send the user elsewhere (see guard-rules.ts). */
export function RouteGuard() {
  const location = useLocation();
  const forceRequested =
    location.pathname === '/dashboard' && new URLSearchParams(location.search).get('force') === 'true';
  if (forceRequested && !isEmergencyModeActive()) activateEmergencyMode();

  const sessionQuery = useSession();
  const user = sessionQuery.data;
  const session = sessionQuery.isPending ? 'loading' : user ? 'signedIn' : 'signedOut';
  // Finished onboarding (which means owning a hotel) opens the app; a failed lookup counts as not ready.
  const onboardingQuery = useQuery({ ...onboardingQueryOptions(), enabled: session === 'signedIn' });
  const setup = onboardingQuery.isPending
    ? 'loading'
    : onboardingQuery.data?.completed && onboardingQuery.data.hasHotels
      ? 'ready'
      : 'none';

  const decision = decideRoute({
    pathname: location.pathname,
    search: location.search,
    session,
    setup: session === 'signedIn' ? setup : 'none',
    emergencyMode: forceRequested || isEmergencyModeActive(),
  });

  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  useEffect(() => {
    if (redirectTo === '/dashboard') writeStorage(storageKeys.onboardingInProgress, null);
  }, [redirectTo]);

  if (decision.kind === 'loading') return <LoadingScreen />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
