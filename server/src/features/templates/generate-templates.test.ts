import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody, promptText, startOpenAiFake, type OpenAiFake } from '@e2e/fakes/openai-fake';
import { activities, assetTags, templateGenerations, templates } from '../../db/schema';
import { buildHotel, buildImageAsset, buildUser, type SignedInUser } from '../../../test/factories';
import {
  generateTemplates,
  startGeneration,
  templateSetReply,
  waitForGeneration,
} from '../../../test/template-generation';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

const templatesOf = (testApp: TestApp, hotelId: string) =>
  testApp.context.db.select().from(templates).where(eq(templates.hotelId, hotelId));

describe('Generate Templates (built-in generator)', () => {
  let testApp: TestApp;
  let owner: SignedInUser;
  beforeAll(async () => {
    testApp = await buildTestApp();
    owner = await buildUser(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers the generation running, then it holds three to five unpublished drafts with relevance-chosen images', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    for (const [category, tags] of [
      ['Property', ['facade']],
      ['Room Photos', ['bed']],
      ['Dining', ['christmas', 'winter']],
      ['Event Spaces', ['conference']],
    ] as const) {
      const asset = await buildImageAsset(testApp, hotelId, { category });
      await testApp.context.db.insert(assetTags).values(tags.map((tag) => ({ assetId: asset.id, tag })));
    }
    const started = await startGeneration(testApp, owner, hotelId);
    expect(started).toMatchObject({ status: 'running', templates: [], label: null, error: null });

    const generation = await waitForGeneration(testApp, owner, hotelId, started.id);
    expect(generation.status).toBe('succeeded');
    expect(generation.id).toBe(started.id);
    expect(generation.label).toMatch(/built-in/i);
    expect(generation.provider).toBe('builtin');
    expect(generation.templates.length).toBeGreaterThanOrEqual(3);
    expect(generation.templates.length).toBeLessThanOrEqual(5);
    for (const template of generation.templates) {
      expect(template.isPublished).toBe(false);
      expect(template.images.length).toBeGreaterThan(0);
      expect(template.images.length).toBeLessThanOrEqual(8);
      expect(template.coverId).toBe(template.images[0]?.assetId);
      expect((template.startDate ?? '') <= (template.endDate ?? '')).toBe(true);
      expect(template.content.description).toBe(template.description);
    }
    expect(await templatesOf(testApp, hotelId)).toHaveLength(generation.templates.length);
    const logged = await testApp.context.db.select().from(activities).where(eq(activities.hotelId, hotelId));
    expect(logged.filter((entry) => entry.kind === 'template_create')).toHaveLength(
      generation.templates.length,
    );
  });

  it('generates drafts without images for a hotel with an empty library', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    const generation = await generateTemplates(testApp, owner, hotelId);
    expect(generation.status).toBe('succeeded');
    for (const template of generation.templates) expect(template.images).toEqual([]);
  });

  it('leaves out drafts deleted since, when the generation is read again', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    const generation = await generateTemplates(testApp, owner, hotelId);
    const [first, ...rest] = generation.templates;
    const deleted = await requestAs(
      testApp,
      owner,
      'DELETE',
      `/api/hotels/${hotelId}/templates/${first?.id ?? ''}`,
    );
    expect(deleted.statusCode).toBe(204);
    const again = await waitForGeneration(testApp, owner, hotelId, generation.id);
    expect(again.templates.map((template) => template.id)).toEqual(rest.map((template) => template.id));
  });

  it('refuses over the AI limit with the spec text, and leaves no generation behind', async () => {
    const user = await buildUser(testApp);
    const hotelId = (await buildHotel(testApp, user.id)).id;
    for (let call = 0; call < 30; call++) await testApp.context.ai.limiter.take(user.id, 'text');
    const refused = await requestAs(testApp, user, 'POST', `/api/hotels/${hotelId}/templates/generate`, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'rateLimited',
        message: 'Rate limit exceeded. Please try again later.',
        messageId: 'ai.rateLimited',
      },
    });
    const rows = await testApp.context.db
      .select()
      .from(templateGenerations)
      .where(eq(templateGenerations.hotelId, hotelId));
    expect(rows).toEqual([]);
  });

  it('answers 404 for a generation of another hotel, an unknown id or a malformed one', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    const otherHotelId = (await buildHotel(testApp, owner.id)).id;
    const generation = await generateTemplates(testApp, owner, otherHotelId);
    for (const id of [generation.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const answer = await requestAs(
        testApp,
        owner,
        'GET',
        `/api/hotels/${hotelId}/templates/generations/${id}`,
      );
      expect(answer.statusCode, id).toBe(404);
      expect(answer.json().error.message).toBe('This template generation no longer exists');
    }
    // An encoded path step leaves the route altogether.
    for (const step of [`..%2F..%2F${otherHotelId}%2Ftemplates%2Fgenerations%2F${generation.id}`, '%2E%2E']) {
      const stepped = await requestAs(
        testApp,
        owner,
        'GET',
        `/api/hotels/${hotelId}/templates/generations/${step}`,
      );
      expect([404, 414], step).toContain(stepped.statusCode);
      expect(stepped.body).not.toContain('"generation"');
    }
  });
});

describe('Generate Templates (OpenAI-compatible service)', () => {
  const apiKey = 'sk-generation-test-key-abcdef123456';
  let fake: OpenAiFake;
  let testApp: TestApp;
  let owner: SignedInUser;
  beforeAll(async () => {
    fake = await startOpenAiFake({ apiKey });
    testApp = await buildTestApp({
      OPENAI_API_KEY: apiKey,
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: 'gpt-generation',
    });
    owner = await buildUser(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });
  afterEach(() => fake.reset());

  const templateCalls = () =>
    fake.requests.filter((request) => promptText(request.body).includes('"templates"')).length;

  it('a second click while one runs follows the same generation, which asks the AI service once', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    fake.reply(templateSetReply(1_500));
    const [first, second] = await Promise.all([
      startGeneration(testApp, owner, hotelId),
      startGeneration(testApp, owner, hotelId),
    ]);
    const third = await startGeneration(testApp, owner, hotelId);
    expect(new Set([first.id, second.id, third.id]).size).toBe(1);
    const generation = await waitForGeneration(testApp, owner, hotelId, first.id);
    expect(generation.status).toBe('succeeded');
    expect(generation.label).toBe('AI service (gpt-generation)');
    expect(generation.templates.map((template) => template.name)).toEqual([
      'Fake Event',
      'Fake Season',
      'Fake Business',
    ]);
    expect(templateCalls()).toBe(1);
    expect(await templatesOf(testApp, hotelId)).toHaveLength(3);
  });

  it('a failing AI service ends the generation as failed in the spec words, with nothing saved', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    // The first answer and the SDK's one retry.
    fake.reply(
      { status: 500, body: apiErrorBody('upstream broke', 'server_error') },
      { status: 500, body: apiErrorBody('upstream broke', 'server_error') },
    );
    const generation = await generateTemplates(testApp, owner, hotelId);
    expect(generation).toMatchObject({
      status: 'failed',
      templates: [],
      error: 'Failed to generate templates. Please try again.',
    });
    expect(await templatesOf(testApp, hotelId)).toEqual([]);
    // A new one may start at once: the failed one no longer stands in the way.
    const next = await generateTemplates(testApp, owner, hotelId);
    expect(next.status).toBe('succeeded');
    const rows = await testApp.context.db
      .select({ status: templateGenerations.status })
      .from(templateGenerations)
      .where(eq(templateGenerations.hotelId, hotelId));
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'succeeded']);
  });
});
