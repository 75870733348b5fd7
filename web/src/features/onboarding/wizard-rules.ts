import { normalizeWebsite } from '@common/hotels/hotel';
import { onboardingHotelsSchema, onboardingSteps, type OnboardingStep } from '@common/onboarding/schemas';
import { isPhoneShaped } from '@common/profile/phone-number';
import type { WizardLocation, WizardValues } from './wizard-values';

const filled = (text: string) => text.trim() !== '';

/** A host with a dot and no spaces, then optionally a path, query or fragment. */
const websiteShape = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;

/**
 * The website is optional; when given it must read as a web address once https:// is prepended. The shape is
 * checked too because browsers' URL parsers are more lenient than the server's (Chromium accepts spaces in a
 * host), and a website the server refuses should be caught here, not two steps later.
 */
export function isWebsiteValid(website: string): boolean {
  const normalized = normalizeWebsite(website);
  if (normalized === '') return true;
  return (
    websiteShape.test(normalized) && onboardingHotelsSchema.shape.hotelWebsite.safeParse(website).success
  );
}

/** A chain needs its name (the field is marked required for a chain only). */
export const isChainNameMissing = (values: Pick<WizardValues, 'hotelType' | 'hotelName'>) =>
  values.hotelType === 'chain' && !filled(values.hotelName);

const isLocationComplete = (location: WizardLocation) =>
  filled(location.name) && filled(location.address) && filled(location.city) && filled(location.country);

/** Whether Continue is enabled on a step (spec part 1, section 5 "Step validity"). */
export function isStepValid(step: OnboardingStep, values: WizardValues): boolean {
  switch (step) {
    case 'personal':
      return filled(values.firstName) && filled(values.lastName) && isPhoneShaped(values.phone);
    case 'hotel-type':
      // A hotel's name is optional: without one, the first location is called 'Main Location' (spec part 1,
      // section 4). A chain's name is required: it is kept and shown with its hotels (DECISIONS.md point 27).
      return values.hotelType !== null && !isChainNameMissing(values) && isWebsiteValid(values.hotelWebsite);
    case 'location': {
      const { locations, hotelType } = values;
      const countFits = hotelType === 'individual' ? locations.length === 1 : locations.length >= 1;
      return countFits && locations.every(isLocationComplete);
    }
    case 'category':
      return values.category !== null;
    case 'import':
    case 'subscription':
      return true;
  }
}

/** 1-based position for 'Step n of 6'. */
export const stepNumber = (step: OnboardingStep) => onboardingSteps.indexOf(step) + 1;

/** The step after this one, or null after the last. */
export const nextStep = (step: OnboardingStep): OnboardingStep | null =>
  onboardingSteps[stepNumber(step)] ?? null;

/** The step before this one, or null on the first. */
export const previousStep = (step: OnboardingStep): OnboardingStep | null =>
  stepNumber(step) > 1 ? (onboardingSteps[stepNumber(step) - 2] ?? null) : null;

/**
 * Where a returning user starts: the saved step, unless an earlier step is no longer complete (say the profile
 * lost its name) or the hotels were never created, in which case the first step that needs them.
 */
export function resumeStep(saved: OnboardingStep, values: WizardValues, hasHotels: boolean): OnboardingStep {
  for (const step of onboardingSteps.slice(0, stepNumber(saved) - 1)) {
    if (!isStepValid(step, values)) return step;
    if (step === 'category' && !hasHotels) return step;
  }
  return saved;
}
