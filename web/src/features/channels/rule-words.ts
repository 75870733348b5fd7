import type { OutcomeItem, RuleOutcome } from '@common/channels/readiness';
import { isLanguageCode } from '@common/languages/content-languages';
import type { TextValues } from '@web/lib/i18n/text-keys';
import type { useChannelTexts } from '@web/locales/channels';

type ChannelTexts = ReturnType<typeof useChannelTexts>;

/**
 * A rule's words from the catalogue (`rules.<ruleId>`, issue 32): the server sends the rule's id and numbers, never
 * English. The rule ids are data (common/src/channels/rules.ts), so the keys are built here, in one place.
 */
function ruleText(
  t: ChannelTexts,
  outcome: RuleOutcome,
  part: 'title' | 'item' | 'hotel',
  values: TextValues,
) {
  return (t as (key: string, values?: TextValues) => string)(
    `rules.${outcome.ruleId}.${part}`,
    withLanguageName(t, values),
  );
}

/**
 * The values with a per-language rule's language code (issue 37: `language: 'it'`) as its name in the catalogue
 * ('Italian'): the server sends the code, the words are the screen's.
 */
export function withLanguageName(t: ChannelTexts, values: TextValues): TextValues {
  const { language } = values;
  return isLanguageCode(language) ? { ...values, language: t(`languages.${language}`) } : values;
}

/** What the rule checks, with its thresholds ('At least 4 photos per room type'). */
export function ruleTitle(t: ChannelTexts, outcome: RuleOutcome): string {
  return ruleText(t, outcome, 'title', outcome.values);
}

/** One item's message with its numbers ('Deluxe Double Room has 2 photos; Booking.com needs at least 4'). */
export function itemMessage(t: ChannelTexts, outcome: RuleOutcome, item: OutcomeItem): string {
  const part = item.kind === 'hotel' ? 'hotel' : 'item';
  // The item's name fills whichever placeholder the message names it by.
  const named = { name: item.name, room: item.name, photo: item.name };
  return ruleText(t, outcome, part, { ...outcome.values, ...named, ...item.values });
}
