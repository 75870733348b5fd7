import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBody, chatCompletion, startOpenAiFake, type OpenAiFake } from '@e2e/fakes/openai-fake';
import type { AiService, TranslationRequest } from '../ai-service';
import { createAiService, type CreateAiServiceOptions } from '../create-ai-service';
import { TranslationError } from '../translation-error';

const apiKey = 'sk-test-key-0123456789abcdef';
let fake: OpenAiFake;

function service(options: CreateAiServiceOptions = {}, key = apiKey): AiService {
  const raw = { OPENAI_API_KEY: key, OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'text-model' };
  return createAiService({ raw: raw as never }, { timeoutMs: 2_000, maxRetries: 0, ...options });
}

beforeAll(async () => {
  fake = await startOpenAiFake({ apiKey });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

const description: TranslationRequest = {
  text: 'Unser Hotel liegt ruhig am Waldrand.\n\nVom Balkon sehen Sie das Matterhorn.',
  from: 'de',
  to: 'it',
  kind: 'roomDescription',
};
const italian = 'Il nostro hotel si trova al limitare del bosco.\n\nDal balcone vedrà il Cervino.';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as TranslationError,
  );

const failedText = 'Failed to translate the text. Please try again.';
const unusableText = 'The AI service did not answer with a usable translation. Please try again.';

describe('translation through the OpenAI SDK', () => {
  it('answers the translation, asking once at a low temperature with the text as the user’s message', async () => {
    fake.reply({ body: chatCompletion([`  ${italian}\n`]) });
    expect(await service().translate(description)).toBe(italian);
    expect(fake.requests).toHaveLength(1);
    const { path, body } = fake.requests[0]!;
    expect(path).toBe('/v1/chat/completions');
    expect(body).toMatchObject({ model: 'text-model', temperature: 0.3 });
    expect(body.n).toBeUndefined();
    expect(body.max_tokens).toBeGreaterThanOrEqual(Math.ceil((description.text.length * 2) / 3));
    expect(body.messages).toEqual([
      { role: 'system', content: expect.stringContaining('Zielsprache: Italienisch (it)') },
      { role: 'user', content: description.text },
    ]);
  });

  it('answers the fake’s own translation when nothing is queued, the text marked with its language', async () => {
    expect(await service().translate({ ...description, to: 'fr' })).toBe(`[fr] ${description.text}`);
  });

  it.each([
    ['an empty answer', chatCompletion([''])],
    ['no answer at all', chatCompletion([null])],
    ['no choices', { id: 'x', object: 'chat.completion', choices: [] }],
    ['the source again', chatCompletion([description.text])],
    ['an answer with a note', chatCompletion([`${italian}\n\nNota: ho mantenuto il nome Matterhorn.`])],
  ])('refuses %s as no usable translation', async (_, reply) => {
    fake.reply({ body: reply });
    expect(await failure(service().translate(description))).toMatchObject({
      failure: 'unusableAnswer',
      code: 'serviceUnavailable',
      message: unusableText,
    });
  });

  it('refuses an answer the token cap cut off, however well it reads', async () => {
    const cut = chatCompletion(['Il nostro hotel si trova al limitare del bosco.\n\nDal balcone vedrà il']);
    cut.choices[0]!.finish_reason = 'length';
    fake.reply({ body: cut });
    expect(await failure(service().translate(description))).toMatchObject({
      failure: 'unusableAnswer',
      message: unusableText,
      options: { detail: 'ai translation: reply stopped by length' },
    });
  });

  it('retries a 500 once by default, then answers the translation', async () => {
    fake.reply(
      { status: 500, body: apiErrorBody('flaky', 'server_error'), headers: { 'retry-after-ms': '10' } },
      { body: chatCompletion([italian]) },
    );
    expect(await service({ maxRetries: undefined }).translate(description)).toBe(italian);
    expect(fake.requests).toHaveLength(2);
  });

  it('fails with the translation text on a 500 when no retry is left', async () => {
    fake.reply({ status: 500, body: apiErrorBody('The server had an error', 'server_error') });
    expect(await failure(service().translate(description))).toMatchObject({
      failure: 'serviceFailed',
      code: 'serviceUnavailable',
      message: failedText,
    });
  });

  it('fails with the translation text when the service does not answer in time', async () => {
    fake.reply({ delayMs: 1_000, body: chatCompletion([italian]) });
    const error = await failure(service({ timeoutMs: 200 }).translate(description));
    expect(error).toBeInstanceOf(TranslationError);
    expect(error).toMatchObject({
      failure: 'serviceFailed',
      message: failedText,
      options: { detail: 'ai translation: timed out' },
    });
  });

  it('says when the service throttles us, and when our key is refused, without the key anywhere', async () => {
    fake.reply({ status: 429, body: apiErrorBody('Rate limit reached', 'requests', 'rate_limit_exceeded') });
    expect(await failure(service().translate(description))).toMatchObject({
      failure: 'rateLimited',
      status: 429,
      message: 'Rate limit exceeded. Please try again later.',
    });
    const refused = await failure(service({}, 'sk-wrong-key-secret-999999').translate(description));
    expect(refused).toMatchObject({
      failure: 'serviceFailed',
      status: 503,
      message: 'Invalid OpenAI API key. Please check your configuration.',
    });
    expect(JSON.stringify({ message: refused!.message, options: refused!.options })).not.toContain(
      'secret-999999',
    );
  });

  it('stops when the job that asked is told to stop', async () => {
    const stop = new AbortController();
    stop.abort();
    expect(await failure(service().translate({ ...description, signal: stop.signal }))).toMatchObject({
      failure: 'serviceFailed',
      message: failedText,
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a request no service could answer without calling the service', async () => {
    expect(await failure(service().translate({ ...description, to: 'de' }))).toMatchObject({
      failure: 'invalidRequest',
      status: 400,
      fields: { to: 'The text is already in this language. Choose another language to translate it into.' },
    });
    expect(await failure(service().translate({ ...description, from: 'xx' as never }))).toMatchObject({
      status: 400,
      fields: { from: 'Unknown language code. Use one of: en, de, it, fr, es, nl.' },
    });
    expect(fake.requests).toHaveLength(0);
  });
});
