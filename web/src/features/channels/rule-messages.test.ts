import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { evaluateReadiness } from '@common/channels/evaluate';
import type { OutcomeItem, ReadinessInput, ReadinessPhoto, RuleOutcome } from '@common/channels/readiness';
import { channelRules } from '@common/channels/rules';
import { failingHotel, readinessPhoto, readyHotel } from '@common/channels/testing/readiness-fixtures';
import channelsSource from '@web/locales/en/channels.json?raw';
import type { TextValues } from '@web/lib/i18n/text-keys';
import { channelTexts } from '@web/locales/channels';
import { withLanguageName } from './rule-words';

/** The rules' words as written in the catalogue (ICU MessageFormat), by rule id: 'booking.roomPhotos'. */
const ruleWords = (
  JSON.parse(channelsSource) as { rules: Record<string, Record<string, Record<string, string>>> }
).rules;
const wordsOf = (ruleId: string) => {
  const [channel, rule] = ruleId.split('.') as [string, string];
  return ruleWords[channel]?.[rule];
};

/**
 * A catalogue text by a key built from a rule id (the typed keys cannot name data), with a language code named as
 * the page names it (rule-words.ts).
 */
const text = (key: string, values: TextValues) =>
  (channelTexts as (key: string, values: TextValues) => string)(key, withLanguageName(channelTexts, values));

/** An ICU message's placeholder names in the branch `values` choose (plural and select included). */
function placeholdersUsed(message: string, values: TextValues): string[] {
  const names: string[] = [];
  const walk = (tokens: unknown[]) => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, format, cases] = token as [string, string?, Record<string, unknown[]>?];
      // A select without its value shows its `other` words ('reason' is named only when a file is missing).
      if (format !== 'select' || name in values) names.push(name);
      if (cases && typeof cases === 'object') {
        const value = values[name];
        const chosen =
          format === 'select'
            ? cases[String(value)]
            : (cases[`=${value}`] ?? (value === 1 ? cases.one : undefined));
        walk(chosen ?? cases.other ?? []);
      }
    }
  };
  walk(compileMessageOrThrow(message) as unknown[]);
  return names;
}

/** A hotel that misses every rule (failingHotel), and the same without a cover, for the cover's hotel words. */
function failingExamples(): ReadinessInput[] {
  const withoutCover = failingHotel();
  withoutCover.hotel.galleryPhotoIds = [];
  // Every photo rule's own words, beside a photo whose file is missing: one photo that only warns.
  const warning = readyHotel();
  warning.photos.push(readinessPhoto({ name: 'Mid-size view', width: 1600, height: 1200 }));
  // A hotel that pushes through AlpineBits, with French texts only missing and Dutch ones only stale.
  const languages = readyHotel();
  languages.languages = [
    { language: 'fr', current: 0, stale: 0, missing: 1 },
    { language: 'nl', current: 5, stale: 1, missing: 0 },
  ];
  return [failingHotel(), withoutCover, warning, languages];
}

/** What the page shows of an outcome: its title, and each item's words (a hotel part's from `hotel`). */
function messagesOf(outcome: RuleOutcome): { key: string; values: TextValues }[] {
  const part = (item: OutcomeItem) => (item.kind === 'hotel' ? 'hotel' : 'item');
  return [
    { key: `rules.${outcome.ruleId}.title`, values: outcome.values },
    ...outcome.items.map((item) => ({
      key: `rules.${outcome.ruleId}.${part(item)}`,
      values: { ...outcome.values, ...item.values },
    })),
  ];
}

describe('the channel rules’ words', () => {
  const outcomes = failingExamples().flatMap((input) => evaluateReadiness(input).flatMap((c) => c.outcomes));

  it('exist for every rule: a title, and the words for each kind of item it can name', () => {
    for (const rule of channelRules) expect(wordsOf(rule.id)?.title, rule.id).toBeTruthy();
    for (const outcome of outcomes)
      for (const { key } of messagesOf(outcome)) {
        const [, channel, rule, part] = key.split('.') as [string, string, string, string];
        expect(ruleWords[channel]?.[rule]?.[part], key).toBeTruthy();
      }
  });

  it('are shown for every rule that misses, in a failing example', () => {
    const missed = new Set(outcomes.filter((each) => each.status !== 'pass').map((each) => each.ruleId));
    expect(channelRules.map((rule) => rule.id).filter((id) => !missed.has(id))).toEqual([]);
  });

  it('get every value they name from the outcome, so no placeholder is left unfilled', () => {
    for (const outcome of outcomes)
      for (const { key, values } of messagesOf(outcome)) {
        const [, channel, rule, part] = key.split('.') as [string, string, string, string];
        const message = ruleWords[channel]![rule]![part]!;
        for (const name of placeholdersUsed(message, values))
          expect(values, `${key}: {${name}}`).toHaveProperty(name);
        const shown = text(key, values);
        expect(shown, key).not.toMatch(/[{}]|undefined|NaN/);
      }
  });

  it('read as plain words with the numbers', () => {
    const input = failingHotel();
    const own = evaluateReadiness(input).flatMap((channel) => channel.outcomes);
    const find = (ruleId: string, itemId: string, among = own) => {
      const outcome = among.find((each) => each.ruleId === ruleId)!;
      const item = outcome.items.find((each) => each.id === itemId)!;
      return text(`rules.${ruleId}.${item.kind === 'hotel' ? 'hotel' : 'item'}`, {
        ...outcome.values,
        ...item.values,
      });
    };
    const [small, , , lost] = input.photos as [
      ReadinessPhoto,
      ReadinessPhoto,
      ReadinessPhoto,
      ReadinessPhoto,
    ];
    expect(find('booking.roomPhotos', 'room-deluxe')).toBe(
      'Deluxe Double Room has 2 photos; Booking.com needs at least 4',
    );
    expect(find('booking.roomPhotos', 'room-single')).toBe(
      'Single Room has no photos; Booking.com needs at least 4',
    );
    expect(find('booking.displaySize', small.id)).toBe(
      'IMG_1234.jpg is 850 × 400 px; Booking.com shows photos from 840 × 460 px',
    );
    expect(find('booking.description', 'description')).toBe(
      'The hotel has no description; Booking.com needs at least 700',
    );
    expect(find('booking.topFacilities', 'frontDesk')).toBe(
      '24-hour front desk is not stated; Booking.com asks whether you have it',
    );
    expect(find('expedia.amenityPhotos', 'pool')).toBe('The pool has no photo; Expedia needs at least 1');
    expect(find('google.contact', 'phone')).toBe(
      'The phone number is missing; Google shows it on the hotel profile',
    );
    expect(find('booking.displaySize', lost.id)).toBe(
      'Terrace at night is missing its file, so Booking.com cannot get it; upload it again',
    );
    expect(text('rules.booking.roomPhotos.title', { min: 4 })).toBe('At least 4 photos per room type');

    // Italian served: 3 texts missing, 2 stale (failingHotel); then only missing, then only stale.
    expect(find('booking.languageTexts', 'texts')).toBe('Italian: 3 texts missing, 2 stale (source changed)');
    const italian = own.find((each) => each.ruleId === 'booking.languageTexts')!;
    expect(text('rules.booking.languageTexts.title', italian.values)).toBe(
      "The hotel's texts in Italian, for guests who read Booking.com in it",
    );
    const [missing, stale] = failingExamples()[3]!.languages.map((each) => each.language);
    const languages = evaluateReadiness(failingExamples()[3]!).flatMap((channel) =>
      channel.outcomes.filter((each) => each.language !== undefined),
    );
    const wordsIn = (ruleId: string, language: string | undefined) => {
      const outcome = languages.find((each) => each.ruleId === ruleId && each.language === language)!;
      return text(`rules.${ruleId}.hotel`, { ...outcome.values, ...outcome.items[0]!.values });
    };
    expect(wordsIn('expedia.languageTexts', missing)).toBe('French: 1 text missing, none stale');
    expect(wordsIn('alpinebits.languageTexts', stale)).toBe(
      'Dutch: no text missing, 1 stale (source changed)',
    );
  });
});
