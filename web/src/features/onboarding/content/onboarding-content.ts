import type { HotelCategory, HotelType } from '@common/hotels/hotel';
import { importHost } from '@common/import/texts';
import type { OnboardingStep } from '@common/onboarding/schemas';

/** Step titles as the spec spells them; the subscription step has none. */
export function stepTitle(step: OnboardingStep, hotelType: HotelType | null): string | null {
  switch (step) {
    case 'personal':
      return 'Personal Information';
    case 'hotel-type':
      return 'Select hotel type';
    case 'location':
      return hotelType === 'chain' ? 'Add your hotels' : 'Add hotel details';
    case 'category':
      return 'Choose hotel category';
    case 'import':
      return importStepTitle({ website: true });
    case 'subscription':
      return null;
  }
}

/**
 * The import step's title fits what it offers (issue 31, point 10): the spec's 'Import Your {host} Data' named
 * the only source the earlier product had; with the hotel's own website offered too (issue 18, always in the
 * wizard, since it needs nothing configured) the step imports the property, from wherever it is.
 */
export const importStepTitle = (offers: { website: boolean }) =>
  offers.website ? 'Import your property' : `Import Your ${importHost} Data`;

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  description: string;
}

export const hotelTypeOptions: ChoiceOption<HotelType>[] = [
  { value: 'individual', label: 'Individual hotel', description: 'One property with one address.' },
  { value: 'chain', label: 'Hotel chain', description: 'Several properties, each with its own address.' },
];

/** The category labels are the spec's; only business has a given description, the rest are ours. */
export const categoryOptions: ChoiceOption<HotelCategory>[] = [
  { value: 'business', label: 'Business Hotel', description: 'Perfect for business travelers' },
  { value: 'family', label: 'Family Hotel', description: 'Rooms and services for families with children' },
  { value: 'luxury', label: 'Luxury Hotel', description: 'Premium rooms and first-class service' },
  { value: 'beach', label: 'Beach Resort', description: 'By the sea, made for beach holidays' },
  { value: 'mountain', label: 'Mountain Hotel', description: 'In the mountains, for hikers and skiers' },
  { value: 'wellness', label: 'Wellness Hotel', description: 'Spa, sauna and time to relax' },
  { value: 'city', label: 'City Hotel', description: 'Central stays for city breaks' },
  { value: 'other', label: 'Other', description: 'Any other kind of property' },
];

export const wizardTexts = {
  loadFailed: 'Failed to load your setup progress. Please try again.',
  /** A chain's import step: which of its hotels the import goes into. */
  importInto: 'Import into',
  subscribeAnyTime: 'You can subscribe to the selected plan any time from Settings → Payment.',
  /** The user's plan differs from the one their room count suggests. */
  chosenInstead: (plan: string) => `You chose ${plan} instead.`,
  useSuggested: (plan: string) => `Use ${plan}`,
} as const;
