import { APIConnectionTimeoutError, APIError } from 'openai';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { redactSecrets, toAiError } from './ai-errors';

const apiError = (status: number, message: string) =>
  APIError.generate(status, { message }, undefined, new Headers());

describe('toAiError', () => {
  it.each([
    ['description', 'Failed to generate description. Please try again.'],
    ['imageAnalysis', 'Failed to analyze image. Please try again.'],
    ['templates', 'Failed to generate templates. Please try again.'],
    ['rewrite', 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.'],
  ] as const)('maps any other failure of %s to its own text', (operation, message) => {
    for (const error of [apiError(500, 'boom'), new APIConnectionTimeoutError(), new TypeError('x')]) {
      const mapped = toAiError(error, operation, []);
      expect(mapped).toMatchObject({ code: 'serviceUnavailable', status: 503, message });
    }
  });

  it('maps 401 to the invalid key text and 429 to the rate limit text, for every operation', () => {
    for (const operation of ['description', 'rewrite', 'imageAnalysis', 'templates'] as const) {
      expect(toAiError(apiError(401, 'bad key'), operation, []).message).toBe(
        'Invalid OpenAI API key. Please check your configuration.',
      );
      expect(toAiError(apiError(429, 'slow down'), operation, [])).toMatchObject({
        code: 'rateLimited',
        message: 'Rate limit exceeded. Please try again later.',
      });
    }
  });

  it('keeps an AppError as it is', () => {
    const error = new AppError('rateLimited', 'x');
    expect(toAiError(error, 'rewrite', [])).toBe(error);
  });

  it('never carries the key into the error', () => {
    const mapped = toAiError(
      apiError(401, 'Incorrect API key provided: sk-test-secret-123456'),
      'description',
      ['sk-test-secret-123456'],
    );
    expect(JSON.stringify({ ...mapped, detail: mapped.options.detail })).not.toContain('secret-123456');
    expect(mapped.cause).toBeUndefined();
  });
});

describe('redactSecrets', () => {
  it('removes configured secrets, key-shaped words and bearer tokens', () => {
    expect(redactSecrets('key my-key-value and sk-abcdef123456 and Bearer abc.def', ['my-key-value'])).toBe(
      'key [redacted] and [redacted] and Bearer [redacted]',
    );
  });
});
