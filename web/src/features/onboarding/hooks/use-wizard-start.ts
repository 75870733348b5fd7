import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { OnboardingStep } from '@common/onboarding/schemas';
import { profileQueryOptions } from '@web/features/profile/api/get-profile';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { readStorage, storageKeys, writeStorage } from '@web/lib/storage-keys';
import { onboardingQueryOptions } from '../api/get-onboarding';
import { wizardTexts } from '@web/locales/onboarding';
import { clearRedirectPending, isRedirectPending } from '../redirect-pending';
import { resumeStep } from '../wizard-rules';
import { valuesFromDraft, type WizardValues } from '../wizard-values';

export interface WizardStart {
  step: OnboardingStep;
  values: WizardValues;
}

export type StartState =
  | { kind: 'loading' }
  | { kind: 'no-user' }
  | { kind: 'dashboard' }
  | { kind: 'error'; message: string; retry(): void }
  | { kind: 'wizard'; start: WizardStart };

/**
 * Decides, once, how the wizard opens: straight to the dashboard (return from checkout, or already done),
 * 'No user found' for a missing user, or the wizard at the saved step with the saved values. Once the wizard
 * is open the decision is kept, so finishing it (which marks onboarding completed) does not cut it short.
 */
export function useWizardStart(): StartState {
  const [redirectPending] = useState(isRedirectPending);
  const session = useSession();
  const onboarding = useQuery({ ...onboardingQueryOptions(), enabled: !redirectPending });
  // Asked only once the wizard will open: for a user the server no longer knows, the profile's 401 would
  // leave the page before 'No user found' could be read.
  const profile = useQuery({ ...profileQueryOptions(), enabled: onboarding.data?.completed === false });
  const [started, setStarted] = useState<WizardStart | null>(null);

  const state = decide();
  const kind = state.kind;
  useEffect(() => {
    if (kind !== 'dashboard') return;
    clearRedirectPending();
    writeStorage(storageKeys.onboardingInProgress, null);
  }, [kind]);
  return state;

  function decide(): StartState {
    if (started) return { kind: 'wizard', start: started };
    if (redirectPending) return { kind: 'dashboard' };
    if (session.user === null) return { kind: 'no-user' };
    if (onboarding.error) {
      if (onboarding.error instanceof ApiError && onboarding.error.status === 401) return { kind: 'no-user' };
      return {
        kind: 'error',
        message: errorMessage(onboarding.error, wizardTexts('loadFailed')),
        retry: () => void onboarding.refetch(),
      };
    }
    if (!onboarding.data) return { kind: 'loading' };
    if (onboarding.data.completed) return { kind: 'dashboard' };
    // A profile that fails to load only leaves the personal step blank; it does not stop the wizard.
    if (profile.isPending) return { kind: 'loading' };
    const { draft, step, hasHotels } = onboarding.data;
    const values = valuesFromDraft(draft, profile.data, readStorage(storageKeys.pendingPlan));
    const start = { step: resumeStep(step, values, hasHotels), values };
    setStarted(start);
    return { kind: 'wizard', start };
  }
}
