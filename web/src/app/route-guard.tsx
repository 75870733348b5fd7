import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { activateEmergencyMode, isEmergencyModeActive } from '@web/lib/emergency-mode';
import { preloadable } from '@web/lib/preloadable';
import { useSession } from '@web/lib/session';
import { GuardOutcome } from './guard-outcome';
import { decideRoute, isSignedInPath, needsSetup } from './guard-rules';
import { SessionUnavailable } from './session-unavailable';

const setupGuard = preloadable(() => import('./setup-guard').then((module) => module.SetupGuard));
const SetupGuard = setupGuard.Component;

/** Starts downloading the guard's second half, for a first page that may need it (router.tsx). */
export const preloadSetupGuard = () => setupGuard.preload();

/**
 * Decides, for every page, whether to show it, wait, or send the user elsewhere (see guard-rules.ts). It needs
 * only the session; the onboarding lookup, and with it the signed-in app's query cache, is loaded only for a
 * signed-in user on a page whose decision depends on it.
 */
export function RouteGuard() {
  const location = useLocation();
  const forceRequested =
    location.pathname === '/dashboard' && new URLSearchParams(location.search).get('force') === 'true';
  if (forceRequested && !isEmergencyModeActive()) activateEmergencyMode();

  const { isPending, user, failure, signedOutHere } = useSession();
  // The lookup failed (the server is down): not a reason to send a signed-in user to the sign-in page.
  if (!isPending && user === undefined && failure && isSignedInPath(location.pathname))
    return <SessionUnavailable message={failure} />;
  const input = {
    pathname: location.pathname,
    search: location.search,
    session: isPending ? ('loading' as const) : user ? ('signedIn' as const) : ('signedOut' as const),
    emergencyMode: forceRequested || isEmergencyModeActive(),
    signedOutHere,
  };

  if (needsSetup(input)) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <SetupGuard {...input} />
      </Suspense>
    );
  }
  return <GuardOutcome decision={decideRoute({ ...input, setup: 'none' })} />;
}
