/**
 * The region a phone number typed without country code belongs to, before the hotel's country is known: the
 * first of the browser's languages that names one ('de-AT' → 'AT'; 'de' → 'DE' by its likely region).
 */
export function browserRegion(languages: readonly string[] = navigator.languages): string | undefined {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // A malformed language tag names no region; try the next.
    }
  }
  return undefined;
}
