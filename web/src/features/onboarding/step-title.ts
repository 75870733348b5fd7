import type { HotelType } from '@common/hotels/hotel';
import { importHost } from '@common/import/texts';
import type { OnboardingStep } from '@common/onboarding/schemas';
import type { useWizardTexts } from '@web/locales/onboarding';

type WizardTexts = ReturnType<typeof useWizardTexts>;

/**
 * The import step's title fits what it offers (issue 31, point 10): the spec's 'Import Your {host} Data' named
 * the only source the earlier product had; with the hotel's own website offered too (issue 18, always in the
 * wizard, since it needs nothing configured) the step imports the property, from wherever it is.
 */
export const importStepTitle = (offers: { website: boolean }, t: WizardTexts) =>
  offers.website ? t('titles.importProperty') : t('titles.importFromHost', { host: importHost });

/** Step titles as the spec spells them (web/src/locales/en/onboarding.json); the subscription step has none. */
export function stepTitle(step: OnboardingStep, hotelType: HotelType | null, t: WizardTexts): string | null {
  switch (step) {
    case 'personal':
      return t('titles.personal');
    case 'hotel-type':
      return t('titles.hotelType');
    case 'location':
      return hotelType === 'chain' ? t('titles.locationChain') : t('titles.locationIndividual');
    case 'category':
      return t('titles.category');
    case 'import':
      return importStepTitle({ website: true }, t);
    case 'subscription':
      return null;
  }
}
