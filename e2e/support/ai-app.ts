import { test as base } from '@playwright/test';
import { startOpenAiFake, type OpenAiFake } from '../fakes/openai-fake';
import { startAppServer, type RunningApp } from './app-server';

/**
 * A journey that needs the AI service runs its own app server, pointed at a fake OpenAI-compatible service on
 * 127.0.0.1 (the shared server uses the built-in generator). One app per worker; `ai` is the fake, reset for
 * each test. The app logs errors only: the failures such journeys provoke are logged as warnings.
 */
export function testWithAiApp(apiKey: string) {
  return base.extend<{ ai: OpenAiFake }, { aiApp: { fake: OpenAiFake; app: RunningApp } }>({
    aiApp: [
      // Playwright reads which fixtures a fixture needs from its first parameter's pattern: this one needs none.
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const fake = await startOpenAiFake({ apiKey });
        const app = await startAppServer({
          OPENAI_API_KEY: apiKey,
          OPENAI_BASE_URL: fake.url,
          LOG_LEVEL: 'error',
        });
        await use({ fake, app });
        await app.stop();
        await fake.close();
      },
      { scope: 'worker' },
    ],
    baseURL: async ({ aiApp }, use) => use(aiApp.app.url),
    ai: async ({ aiApp }, use) => {
      // The shared helpers (sign-up's Origin header) read the app's address from here; restored after the test,
      // since the worker runs other files against the shared server.
      const shared = process.env.E2E_BASE_URL;
      process.env.E2E_BASE_URL = aiApp.app.url;
      aiApp.fake.reset();
      await use(aiApp.fake);
      process.env.E2E_BASE_URL = shared;
    },
  });
}
