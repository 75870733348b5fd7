import type { LanguageCode } from '@common/languages/content-languages';
import { preferredLanguage } from '../../lib/accept-language';

/** What a visitor's request says of the language it wants the preview in. */
export interface PreviewLanguageRequest {
  /** `?lang=`, already checked to be a content language; undefined when not given. */
  asked?: LanguageCode;
  /** The request's Accept-Language header. */
  acceptLanguage?: string | string[];
}

export interface PreviewLanguageChoice {
  language: LanguageCode;
  /** Whether the visitor's Accept-Language chose it, so the answer varies by that header. */
  byHeader: boolean;
}

/**
 * The language a public preview is shown in (issue 37, part 5): the one asked for where the hotel serves it (one
 * it does not serve shows the primary language rather than an error: a link may outlive a language), else the
 * served language the visitor's Accept-Language prefers, else the primary one. `served` in list order, the
 * primary among them.
 */
export function choosePreviewLanguage(
  request: PreviewLanguageRequest,
  served: readonly LanguageCode[],
  primaryLanguage: LanguageCode,
): PreviewLanguageChoice {
  if (request.asked) {
    return { language: served.includes(request.asked) ? request.asked : primaryLanguage, byHeader: false };
  }
  // A hotel in one language shows it whatever the header says: the answer does not depend on it.
  if (served.length <= 1) return { language: primaryLanguage, byHeader: false };
  // The primary first, so that '*' alone takes it.
  const candidates = [primaryLanguage, ...served.filter((code) => code !== primaryLanguage)];
  return {
    language: preferredLanguage(request.acceptLanguage, candidates) ?? primaryLanguage,
    byHeader: true,
  };
}
