import { describe, expect, it } from 'vitest';
import { evaluateReadiness } from './evaluate';
import { readinessChannels, type ReadinessInput } from './readiness';
import { hotelWith, seen } from './testing/rule-outcomes';

/** Every channel's outcomes of the per-language texts rule, as a user reads them, with the language each names. */
const languageOutcomes = (input: ReadinessInput) =>
  evaluateReadiness(input).flatMap((channel) =>
    channel.outcomes
      .filter((each) => each.ruleId === `${channel.channel}.languageTexts`)
      .map((each) => ({ channel: channel.channel, language: each.language, ...seen(each), fix: each.fix })),
  );

const italian = (counts: { current: number; stale: number; missing: number }) =>
  hotelWith((hotel) => (hotel.languages = [{ language: 'it', ...counts }]));

describe('the hotel’s texts in each served language (issue 37)', () => {
  it('warns on every channel that shows the hotel in the guest’s language when Italian texts are missing', () => {
    const outcomes = languageOutcomes(italian({ current: 3, stale: 0, missing: 3 }));
    expect(outcomes.map((each) => each.channel)).toEqual([...readinessChannels]);
    for (const each of outcomes)
      expect(each).toEqual({
        channel: each.channel,
        language: 'it',
        status: 'warn',
        items: [
          {
            kind: 'hotel',
            id: 'texts',
            status: 'warn',
            values: { language: 'it', missing: 3, stale: 0 },
          },
        ],
        fix: { kind: 'contentLanguage', language: 'it' },
      });
  });

  it('warns on stale texts (their source changed), alone or beside missing ones', () => {
    const [stale] = languageOutcomes(italian({ current: 4, stale: 2, missing: 0 }));
    expect(stale?.items[0]?.values).toEqual({ language: 'it', missing: 0, stale: 2 });
    expect(stale?.status).toBe('warn');
    const [both] = languageOutcomes(italian({ current: 1, stale: 2, missing: 3 }));
    expect(both?.items[0]?.values).toEqual({ language: 'it', missing: 3, stale: 2 });
  });

  it('passes a language whose texts are all current, and one with no texts to translate yet', () => {
    for (const counts of [
      { current: 6, stale: 0, missing: 0 },
      { current: 0, stale: 0, missing: 0 },
    ])
      for (const each of languageOutcomes(italian(counts))) {
        expect([each.channel, each.status, each.items]).toEqual([each.channel, 'pass', []]);
        expect(each.fix).toEqual({ kind: 'contentLanguage', language: 'it' });
      }
  });

  it('has no outcome for a hotel serving its primary language only', () => {
    const input = hotelWith((hotel) => (hotel.languages = []));
    expect(languageOutcomes(input)).toEqual([]);
    const booking = evaluateReadiness(input).find((channel) => channel.channel === 'booking')!;
    expect(booking.groups.languages).toEqual({ pass: 0, warn: 0, fail: 0, status: 'pass' });
  });

  it('has one outcome per served language, in the list’s order, each counted in the channel', () => {
    const input = hotelWith(
      (hotel) =>
        (hotel.languages = [
          { language: 'en', current: 6, stale: 0, missing: 0 },
          { language: 'it', current: 0, stale: 0, missing: 6 },
          { language: 'fr', current: 5, stale: 1, missing: 0 },
        ]),
    );
    const booking = evaluateReadiness(input).find((channel) => channel.channel === 'booking')!;
    const languages = booking.outcomes.filter((each) => each.ruleId === 'booking.languageTexts');
    expect(languages.map((each) => [each.language, each.status, each.values])).toEqual([
      ['en', 'pass', { language: 'en' }],
      ['it', 'warn', { language: 'it' }],
      ['fr', 'warn', { language: 'fr' }],
    ]);
    expect(booking.groups.languages).toEqual({ pass: 1, warn: 2, fail: 0, status: 'warn' });
    expect(booking.counts).toEqual({ pass: 11, warn: 2, fail: 0 });
    expect(booking.status).toBe('warn');
  });

  it('applies to AlpineBits only while the hotel pushes through it', () => {
    const unconnected = hotelWith((hotel) => {
      hotel.alpineBits = { connected: false, roomCodes: {} };
      hotel.languages = [{ language: 'it', current: 0, stale: 0, missing: 6 }];
    });
    expect(languageOutcomes(unconnected).map((each) => each.channel)).toEqual(
      readinessChannels.filter((channel) => channel !== 'alpinebits'),
    );
  });
});
