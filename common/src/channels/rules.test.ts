import { describe, expect, it } from 'vitest';
import { evaluateReadiness } from './evaluate';
import { channelRules } from './rules';
import { readyHotel } from './testing/readiness-fixtures';

describe('the rule table', () => {
  it('has stable ids <channel>.<rule>, each once', () => {
    const ids = channelRules.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of channelRules) expect(rule.id).toMatch(new RegExp(`^${rule.channel}\\.[a-zA-Z]+$`));
  });

  it('passes a hotel that does everything, on every rule of every channel', () => {
    for (const channel of evaluateReadiness(readyHotel()))
      for (const each of channel.outcomes) expect([each.ruleId, each.status]).toEqual([each.ruleId, 'pass']);
  });
});
