import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onboardingQueryOptions } from '@web/features/onboarding/api/get-onboarding';
import { storageKeys, writeStorage } from '@web/lib/storage-keys';
import { GuardOutcome } from './guard-outcome';
import { decideRoute, type GuardInput } from './guard-rules';
import { AppProviders } from './providers';

/**
 * The route guard's second half, for a signed-in user on a page whose decision depends on their setup (see
 * needsSetup). Loaded lazily with the query cache, which it shares with the wizard, so onboarding's own
 * updates reach the guard at once.
 */
export function SetupGuard(input: Omit<GuardInput, 'setup'>) {
  return (
    <AppProviders>
      <SetupDecision {...input} />
    </AppProviders>
  );
}

function SetupDecision(input: Omit<GuardInput, 'setup'>) {
  // Finished onboarding (which means owning a hotel) opens the app; a failed lookup counts as not ready.
  const onboardingQuery = useQuery(onboardingQueryOptions());
  const setup = onboardingQuery.isPending
    ? 'loading'
    : onboardingQuery.data?.completed && onboardingQuery.data.hasHotels
      ? 'ready'
      : 'none';
  const decision = decideRoute({ ...input, setup });

  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  useEffect(() => {
    if (redirectTo === '/dashboard') writeStorage(storageKeys.onboardingInProgress, null);
  }, [redirectTo]);

  return <GuardOutcome decision={decision} />;
}
