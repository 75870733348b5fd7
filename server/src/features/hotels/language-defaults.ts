import { defaultPrimaryLanguage, type LanguageCode } from '@common/languages/content-languages';

/**
 * A new hotel's content languages (issue 37): its country's primary language, served alone until the owner adds
 * others in Settings -> Hotel.
 */
export function defaultContentLanguages(countryCode: string | null | undefined): {
  primaryLanguage: LanguageCode;
  contentLanguages: LanguageCode[];
} {
  const primaryLanguage = defaultPrimaryLanguage(countryCode);
  return { primaryLanguage, contentLanguages: [primaryLanguage] };
}

/**
 * Whether a hotel's languages are still those its country gave it, so the wizard may move them with a country
 * changed before onboarding ends; a choice of the owner's is never overwritten.
 */
export function hasDefaultContentLanguages(
  hotel: { primaryLanguage: string; contentLanguages: readonly string[] },
  countryCode: string | null | undefined,
): boolean {
  const defaults = defaultContentLanguages(countryCode);
  return (
    hotel.primaryLanguage === defaults.primaryLanguage &&
    hotel.contentLanguages.length === 1 &&
    hotel.contentLanguages[0] === defaults.primaryLanguage
  );
}
