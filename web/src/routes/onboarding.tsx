import { OnboardingPage } from '@web/features/onboarding/components/onboarding-page';

/** The onboarding wizard; it renders outside the app shell. */
export function Component() {
  return <OnboardingPage />;
}
