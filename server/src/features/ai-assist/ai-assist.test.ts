import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiFake, type OpenAiFake } from '@e2e/fakes/openai-fake';
import { buildUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

const post = (testApp: TestApp, url: string, payload: unknown, cookie?: string) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: testAppUrl, ...(cookie ? { cookie } : {}) },
  });

describe('with the built-in generator (no key configured)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('GET /api/ai/status names the built-in generator', async () => {
    const user = await buildUser(testApp);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/ai/status',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      provider: 'builtin',
      label: 'Built-in text helper, no AI service set up',
    });
  });

  it('both routes refuse anonymous callers', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/ai/status' })).statusCode).toBe(401);
    const response = await post(testApp, '/api/ai/rewrite', { text: 'x', instruction: 'kürzer' });
    expect(response.statusCode).toBe(401);
  });

  it('POST /api/ai/rewrite answers suggestions, the first one rewritten as asked', async () => {
    const user = await buildUser(testApp);
    const text =
      'Das Hotel liegt wirklich ruhig. Die Zimmer sind hell. Das Frühstück ist reichhaltig. Wir freuen uns.';
    const response = await post(
      testApp,
      '/api/ai/rewrite',
      { text, instruction: 'Bitte kürzer' },
      user.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ suggestions: ['Das Hotel liegt ruhig. Die Zimmer sind hell.'] });
  });

  it('uses the hotel facts sent as context for a longer text', async () => {
    const user = await buildUser(testApp);
    const response = await post(
      testApp,
      '/api/ai/rewrite',
      {
        text: 'Ein Haus am See.',
        instruction: 'länger',
        context: { hotelName: 'Hotel Seeblick', city: 'Konstanz' },
      },
      user.cookie,
    );
    expect(response.json().suggestions[0]).toContain('Im Hotel Seeblick in Konstanz');
  });

  it.each([
    [{ text: 'x', instruction: '' }],
    [{ text: 'x', instruction: '   ' }],
    [{ text: 'x' }],
    [{ text: 'x', instruction: 42 }],
  ])('refuses %j with "Bitte geben Sie eine Anweisung ein."', async (payload) => {
    const user = await buildUser(testApp);
    const response = await post(testApp, '/api/ai/rewrite', payload, user.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation',
        message: 'Bitte geben Sie eine Anweisung ein.',
        messageId: 'ai.instructionRequired',
        fields: { instruction: 'Bitte geben Sie eine Anweisung ein.' },
        fieldMessages: { instruction: { id: 'ai.instructionRequired' } },
      },
    });
  });

  it('refuses a text longer than the limit', async () => {
    const user = await buildUser(testApp);
    const response = await post(
      testApp,
      '/api/ai/rewrite',
      { text: 'a'.repeat(10_001), instruction: 'kürzer' },
      user.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.text).toBe('The text is too long');
  });

  it('limits each user to 30 assistant calls in ten minutes, with the spec text', async () => {
    const anna = await buildUser(testApp);
    const ben = await buildUser(testApp);
    const payload = { text: 'Ein Satz.', instruction: 'verbessern' };
    for (let call = 0; call < 30; call++) {
      expect((await post(testApp, '/api/ai/rewrite', payload, anna.cookie)).statusCode).toBe(200);
    }
    const refused = await post(testApp, '/api/ai/rewrite', payload, anna.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'rateLimited',
        message: 'Rate limit exceeded. Please try again later.',
        messageId: 'ai.rateLimited',
      },
    });
    // Refused validation does not count, and another user has their own budget.
    expect((await post(testApp, '/api/ai/rewrite', payload, ben.cookie)).statusCode).toBe(200);
  });
});

describe('with an OpenAI-compatible service configured', () => {
  const apiKey = 'sk-route-test-key-abcdef123456';
  let fake: OpenAiFake;
  let testApp: TestApp;
  beforeAll(async () => {
    fake = await startOpenAiFake({ apiKey });
    testApp = await buildTestApp({
      OPENAI_API_KEY: apiKey,
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: 'gpt-route',
    });
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });
  afterEach(() => {
    fake.reset();
  });

  it('GET /api/ai/status names the service by model, never by key or address', async () => {
    const user = await buildUser(testApp);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/ai/status',
      headers: { cookie: user.cookie },
    });
    expect(response.json()).toEqual({ provider: 'openai', label: 'AI service (gpt-route)' });
    expect(response.body).not.toContain(apiKey);
    expect(response.body).not.toContain('127.0.0.1');
  });

  it('POST /api/ai/rewrite goes through the service with a German prompt', async () => {
    const user = await buildUser(testApp);
    const response = await post(
      testApp,
      '/api/ai/rewrite',
      { text: 'Alter Text.', instruction: 'formeller' },
      user.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ suggestions: ['Fake text 1. It reads well.'] });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body.model).toBe('gpt-route');
  });

  it('maps a rejected key to the spec text, without the key in the answer', async () => {
    fake.reply({
      status: 401,
      body: { error: { message: `Incorrect API key provided: ${apiKey}`, type: 'invalid_request_error' } },
    });
    const user = await buildUser(testApp);
    const response = await post(
      testApp,
      '/api/ai/rewrite',
      { text: 'x', instruction: 'kürzer' },
      user.cookie,
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: {
        code: 'serviceUnavailable',
        message: 'Invalid OpenAI API key. Please check your configuration.',
        messageId: 'ai.invalidApiKey',
      },
    });
    expect(response.body).not.toContain(apiKey);
  });

  it('maps a failing service to the assistant failure text', async () => {
    // The SDK retries once; retry-after-ms keeps the test quick.
    const failing = { status: 500, body: { error: { message: 'boom' } }, headers: { 'retry-after-ms': '1' } };
    fake.reply(failing, failing);
    const user = await buildUser(testApp);
    const response = await post(
      testApp,
      '/api/ai/rewrite',
      { text: 'x', instruction: 'kürzer' },
      user.cookie,
    );
    expect(response.json().error.message).toBe('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.');
  });
});
