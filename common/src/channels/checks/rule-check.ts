import type { LanguageCode } from '../../languages/content-languages';
import type { OutcomeItem } from '../readiness';
import type { ReadinessIndex } from '../readiness-index';

/** The numbers of a rule or of one item's message, as the catalogue's texts name them. */
export type MessageValues = Record<string, string | number>;

/** Something that misses a rule: a room, a photo or a part of the hotel (a facility, the check-in time). */
export interface Finding {
  kind: OutcomeItem['kind'];
  id: string;
  name: string;
  thumbUrl: string | null;
  values: MessageValues;
  /** The photo's stored original is missing: it fails whatever the rule's level ('file missing'). */
  fileMissing?: boolean;
}

/**
 * What a rule checks: its thresholds (data, sent as the outcome's values for the rule's title) and the function
 * that finds what misses them. A rule passes when nothing is found.
 */
export interface RuleCheck {
  thresholds: MessageValues;
  /** `language`: the served language a per-language rule checks (rules.ts, `perLanguage`); none otherwise. */
  findings(index: ReadinessIndex, language?: LanguageCode): Finding[];
}

/** A part of the hotel that misses a rule (items of kind 'hotel' are worded by the rule's `hotel` text). */
export const hotelFinding = (index: ReadinessIndex, id: string, values: MessageValues): Finding => ({
  kind: 'hotel',
  id,
  name: index.input.hotel.name,
  thumbUrl: null,
  values,
});
