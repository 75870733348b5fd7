import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { BuiltinAiService } from './builtin/builtin-ai-service';
import { AiCallLimiter, limitedForUser } from './user-limits';

describe('limitedForUser', () => {
  it('counts text calls per user and answers 429 with the spec text over the limit', async () => {
    let now = 0;
    const limiter = new AiCallLimiter(
      { text: { max: 2, windowMs: 1000 }, image: { max: 1, windowMs: 1000 } },
      () => now,
    );
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
    now = 1000;
    await expect(anna.rewrite({ text: 'Ein Satz.', instruction: 'kürzer' })).resolves.toHaveLength(1);
  });

  it('keeps image analyses on their own budget', () => {
    const limiter = new AiCallLimiter(
      { text: { max: 1, windowMs: 1000 }, image: { max: 1, windowMs: 1000 } },
      () => 0,
    );
    limiter.take('anna', 'text');
    expect(() => limiter.take('anna', 'image')).not.toThrow();
    expect(() => limiter.take('anna', 'image')).toThrow('Rate limit exceeded. Please try again later.');
  });

  it('passes provider and label through', () => {
    const service = new BuiltinAiService(() => new Date());
    expect(limitedForUser(service, new AiCallLimiter(), 'anna')).toMatchObject({
      provider: 'builtin',
      label: 'Built-in generator (no AI service configured)',
    });
  });
});
