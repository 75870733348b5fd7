import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/app-error';
import { memoryRateCounters } from '../rate-limits/rate-counters';
import { BuiltinAiService } from './builtin/builtin-ai-service';
import { AiCallLimiter, limitedForUser } from './user-limits';

const smallLimits = {
  text: { max: 2, windowMs: 1000 },
  image: { max: 1, windowMs: 1000 },
  translation: { max: 1, windowMs: 1000 },
};

afterEach(() => {
  vi.useRealTimers();
});

describe('limitedForUser', () => {
  it('counts text calls per user and answers 429 with the spec text over the limit', async () => {
    // Only the clock is faked: the window is measured with Date.now.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T10:00:00Z') });
    const limiter = new AiCallLimiter(memoryRateCounters(), smallLimits);
    const service = new BuiltinAiService(() => new Date('2026-01-01'));
    const anna = limitedForUser(service, limiter, 'anna');
    await anna.rewrite({ text: 'Ein Satz.', instruction: 'kürzer' });
    await anna.rewrite({ text: 'Ein Satz.', instruction: 'kürzer' });
    const refused = await anna
      .rewrite({ text: 'Ein Satz.', instruction: 'kürzer' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'rateLimited',
      status: 429,
      message: 'Rate limit exceeded. Please try again later.',
    });
    await expect(
      limitedForUser(service, limiter, 'ben').rewrite({ text: 'x', instruction: 'y' }),
    ).resolves.toHaveLength(1);
    // The window started by Anna's first call has ended: her count starts again.
    vi.setSystemTime(new Date('2026-01-01T10:00:01Z'));
    await expect(anna.rewrite({ text: 'Ein Satz.', instruction: 'kürzer' })).resolves.toHaveLength(1);
  });

  it('keeps image analyses on their own budget', async () => {
    const limiter = new AiCallLimiter(memoryRateCounters(), smallLimits);
    await limiter.take('anna', 'image');
    await expect(limiter.take('anna', 'text')).resolves.toBeUndefined();
    await expect(limiter.take('anna', 'image')).rejects.toThrow(
      'Rate limit exceeded. Please try again later.',
    );
  });

  it('counts translations on their own budget, so a hotel’s translations do not use up the writing assistant', async () => {
    const limiter = new AiCallLimiter(memoryRateCounters(), smallLimits);
    const anna = limitedForUser(new BuiltinAiService(() => new Date()), limiter, 'anna');
    const request = { text: 'Sauna', from: 'de', to: 'it', kind: 'photoCaption' } as const;
    // The built-in generator refuses to translate; the call is counted all the same.
    await expect(anna.translate(request)).rejects.toMatchObject({ failure: 'notConfigured' });
    await expect(anna.translate(request)).rejects.toMatchObject({
      code: 'rateLimited',
      message: 'Rate limit exceeded. Please try again later.',
    });
    await expect(anna.rewrite({ text: 'Ein Satz.', instruction: 'kürzer' })).resolves.toHaveLength(1);
  });

  it('passes provider and label through', () => {
    const service = new BuiltinAiService(() => new Date());
    expect(limitedForUser(service, new AiCallLimiter(memoryRateCounters()), 'anna')).toMatchObject({
      provider: 'builtin',
      label: 'Built-in text helper, no AI service set up',
    });
  });
});
