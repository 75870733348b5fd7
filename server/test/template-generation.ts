import { expect } from 'vitest';
import type { TemplateGenerationResponse, TemplateGenerationView } from '@common/templates/schemas';
import { defaultReply, type FakeReply } from '@e2e/fakes/openai-fake';
import { requestAs, type TestApp } from './test-app';

/** Asks for a template generation as the user; answers the generation as the start answered it. */
export async function startGeneration(testApp: TestApp, user: { cookie: string }, hotelId: string) {
  const started = await requestAs(testApp, user, 'POST', `/api/hotels/${hotelId}/templates/generate`, {});
  expect(started.statusCode, started.body).toBe(202);
  return started.json<TemplateGenerationResponse>().generation;
}

/** Follows a generation as the web app does, until it has succeeded or failed. */
export async function waitForGeneration(
  testApp: TestApp,
  user: { cookie: string },
  hotelId: string,
  generationId: string,
  timeout = 20_000,
): Promise<TemplateGenerationView> {
  let latest: TemplateGenerationView | undefined;
  await expect
    .poll(
      async () => {
        const answer = await requestAs(
          testApp,
          user,
          'GET',
          `/api/hotels/${hotelId}/templates/generations/${generationId}`,
        );
        expect(answer.statusCode, answer.body).toBe(200);
        latest = answer.json<TemplateGenerationResponse>().generation;
        return latest.status;
      },
      { timeout, interval: 100 },
    )
    .not.toBe('running');
  return latest as TemplateGenerationView;
}

/** Starts a generation and waits for its outcome. */
export async function generateTemplates(testApp: TestApp, user: { cookie: string }, hotelId: string) {
  const started = await startGeneration(testApp, user, hotelId);
  return waitForGeneration(testApp, user, hotelId, started.id);
}

/** The OpenAI fake's own template-set answer (Fake Event, Fake Season, Fake Business), given after `delayMs`. */
export const templateSetReply = (delayMs: number): FakeReply => ({
  ...defaultReply({ messages: [{ role: 'user', content: 'Antworte als JSON mit "templates".' }] }),
  delayMs,
});
