import { describe, expect, it } from 'vitest';
import { translationMaxTokens, translationTimeoutMs } from './translation-reply';

describe('the room a translation is given', () => {
  it('has tokens for a reply twice as long as the text, so no reply the check takes is cut', () => {
    expect(translationMaxTokens('Sauna')).toBe(104);
    expect(translationMaxTokens('x'.repeat(3_000))).toBe(2_100);
    // The longest description the product stores, under the default model's output cap.
    expect(translationMaxTokens('x'.repeat(20_000))).toBe(13_434);
  });

  it('waits the configured time for a description’s worth of tokens, and as many times that for more', () => {
    expect(translationTimeoutMs(30_000, 104)).toBe(30_000);
    expect(translationTimeoutMs(30_000, 2_000)).toBe(30_000);
    expect(translationTimeoutMs(30_000, 2_100)).toBe(60_000);
    expect(translationTimeoutMs(30_000, 13_434)).toBe(210_000);
  });
});
