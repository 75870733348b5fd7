import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HotelProfileInput } from '@common/ai/hotel-profile';
import { apiErrorBody, chatCompletion, startOpenAiFake, type OpenAiFake } from '@e2e/fakes/openai-fake';
import { AppError } from '../../../lib/app-error';
import type { AiService } from '../ai-service';
import { createAiService, type CreateAiServiceOptions } from '../create-ai-service';

const apiKey = 'sk-test-key-0123456789abcdef';
const today = new Date('2026-11-15T08:00:00Z');
// The SDK's error mapping (spec part 2, section 8) for every operation, against the fake service.
let fake: OpenAiFake;

function service(options: CreateAiServiceOptions = {}, key = apiKey): AiService {
  const raw = {
    OPENAI_API_KEY: key,
    OPENAI_BASE_URL: fake.url,
    OPENAI_MODEL: 'text-model',
    OPENAI_VISION_MODEL: 'vision-model',
  };
  return createAiService(
    { raw: raw as never },
    { timeoutMs: 2_000, maxRetries: 0, now: () => today, ...options },
  );
}

const hotel: HotelProfileInput = {
  name: 'Hotel Alpenblick',
  category: 'mountain',
  locations: [{ address: 'Dorfstrasse 1', city: 'Zermatt', country: 'Schweiz' }],
  descriptions: [{ content: 'Ein Haus mit Tradition.' }],
  featureGroups: [{ category: 'facilities', subcategory: 'Wellness', features: ['Sauna', 'Hallenbad'] }],
  rooms: [{ name: 'Junior Suite', type: 'suite', features: ['Balkon'] }],
};

beforeAll(async () => {
  fake = await startOpenAiFake({ apiKey });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as AppError,
  );

describe('errors from the service', () => {
  const operations = {
    description: [
      (ai: AiService) => ai.generateDescriptions({ profile: hotel }),
      'Failed to generate description. Please try again.',
    ],
    rewrite: [
      (ai: AiService) => ai.rewrite({ text: 'x', instruction: 'kürzer' }),
      'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    ],
    image: [
      (ai: AiService) => ai.analyzeImage({ bytes: Buffer.from('GIF89a'), mimeType: 'image/gif' }),
      'Failed to analyze image. Please try again.',
    ],
    templates: [
      (ai: AiService) => ai.generateTemplateSet({ profile: hotel, assets: [] }),
      'Failed to generate templates. Please try again.',
    ],
  } as const;
  const cases = Object.entries(operations);

  it.each(cases)(
    '%s: a wrong key (401) gives the invalid key text and no key anywhere',
    async (_, [call]) => {
      const error = await failure(call(service({}, 'sk-wrong-key-secret-999999')));
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        message: 'Invalid OpenAI API key. Please check your configuration.',
        status: 503,
      });
      const everything = JSON.stringify({
        message: error!.message,
        options: error!.options,
        cause: String(error!.cause),
      });
      expect(everything).not.toContain('secret-999999');
    },
  );

  it.each(cases)('%s: 429 gives the rate limit text', async (_, [call]) => {
    fake.reply({ status: 429, body: apiErrorBody('Rate limit reached', 'requests', 'rate_limit_exceeded') });
    expect(await failure(call(service()))).toMatchObject({
      code: 'rateLimited',
      status: 429,
      message: 'Rate limit exceeded. Please try again later.',
    });
  });

  it.each(cases)('%s: 500 gives the operation text', async (_, [call, text]) => {
    fake.reply({ status: 500, body: apiErrorBody('The server had an error', 'server_error') });
    expect(await failure(call(service()))).toMatchObject({ code: 'serviceUnavailable', message: text });
  });

  it.each(cases)('%s: a timeout gives the operation text', async (_, [call, text]) => {
    fake.reply({ delayMs: 1_000, body: chatCompletion(['late']) });
    expect(await failure(call(service({ timeoutMs: 200 })))).toMatchObject({ message: text });
  });

  it.each(cases)('%s: a garbage body gives the operation text', async (_, [call, text]) => {
    fake.reply({ raw: '<html>Bad gateway</html>' });
    expect(await failure(call(service()))).toMatchObject({ message: text });
  });

  it('a reply without choices gives the operation text, also after asking twice for descriptions', async () => {
    const empty = { body: { id: 'x', object: 'chat.completion' } };
    fake.reply(empty, empty, empty);
    expect(await failure(service().generateDescriptions({ profile: hotel }))).toMatchObject({
      message: 'Failed to generate description. Please try again.',
    });
    expect(await failure(service().rewrite({ text: 'x', instruction: 'kürzer' }))).toMatchObject({
      message: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    });
  });

  it('retries a 500 once by default, then succeeds', async () => {
    fake.reply({
      status: 500,
      body: apiErrorBody('flaky', 'server_error'),
      headers: { 'retry-after-ms': '10' },
    });
    expect(await service({ maxRetries: undefined }).rewrite({ text: 'x', instruction: 'kürzer' })).toEqual([
      'Fake text 1. It reads well.',
    ]);
    expect(fake.requests).toHaveLength(2);
  });
});
