import type { LanguageCode } from '../../languages/content-languages';
import type { ReadinessIndex } from '../readiness-index';
import { hotelFinding, type Finding, type RuleCheck } from './rule-check';

/** Which counts an item names, so its words need no empty parts ('3 texts missing', '2 texts stale', both). */
const stateOf = (missing: number, stale: number) =>
  missing > 0 && stale > 0 ? 'both' : missing > 0 ? 'missing' : 'stale';

/**
 * The hotel's texts in a language it serves besides its primary one (issue 37, part 4): every text with a
 * source in the primary language is there and current. One finding for the hotel while any is missing or stale,
 * with both counts ({ language: 'it', missing: 3, stale: 2, state: 'both' }); a language the input does not list
 * (the primary one, or one not served) has nothing to find.
 */
export const textsInLanguage = (): RuleCheck => ({
  thresholds: {},
  findings: (index: ReadinessIndex, language?: LanguageCode): Finding[] => {
    const texts = index.input.languages.find((each) => each.language === language);
    if (!texts || texts.missing + texts.stale === 0) return [];
    const { missing, stale } = texts;
    return [
      hotelFinding(index, 'texts', {
        language: texts.language,
        missing,
        stale,
        state: stateOf(missing, stale),
      }),
    ];
  },
});
