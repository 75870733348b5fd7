import type { LanguageCode } from '../../languages/content-languages';
import type { ReadinessIndex } from '../readiness-index';
import { hotelFinding, type Finding, type RuleCheck } from './rule-check';

/**
 * The hotel's texts in a language it serves besides its primary one (issue 37, part 4): every text with a
 * source in the primary language is there and current. One finding for the hotel while any is missing or stale,
 * with both counts ({ language: 'it', missing: 3, stale: 2 }); a language the input does not list (the
 * primary one, or one not served) has nothing to find.
 */
export const textsInLanguage = (): RuleCheck => ({
  thresholds: {},
  findings: (index: ReadinessIndex, language?: LanguageCode): Finding[] => {
    const texts = index.input.languages.find((each) => each.language === language);
    if (!texts || texts.missing + texts.stale === 0) return [];
    const { missing, stale } = texts;
    return [hotelFinding(index, 'texts', { language: texts.language, missing, stale })];
  },
});
