import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { promptText, startOpenAiFake, type OpenAiFake } from '@e2e/fakes/openai-fake';
import type { DatabaseHandle } from '../../db/client';
import { templateGenerations, templates } from '../../db/schema';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import {
  generateTemplates,
  startGeneration,
  templateSetReply,
  waitForGeneration,
} from '../../../test/template-generation';
import { openTestDatabase } from '../../../test/test-database';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { templateGenerationJob, type GenerationJob } from './generation-job';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const apiKey = 'sk-generation-job-key-abcdef123456';

let fake: OpenAiFake;
let database: DatabaseHandle;
/** Apps on the one database stand for the processes of one deployment; each test starts its own. */
const apps: TestApp[] = [];
let owner: SignedInUser;

const startProcess = async () => {
  const app = await buildTestApp(
    { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'gpt-job' },
    { database },
  );
  apps.push(app);
  return app;
};

beforeAll(async () => {
  fake = await startOpenAiFake({ apiKey });
  database = await openTestDatabase();
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  fake.reset();
});
afterAll(async () => {
  await fake.close();
  await database.close();
});

const templateCalls = () =>
  fake.requests.filter((request) => promptText(request.body).includes('"templates"')).length;

const templatesOf = (app: TestApp, hotelId: string) =>
  app.context.db.select().from(templates).where(eq(templates.hotelId, hotelId));

/** Starts a generation whose AI answer takes long, and waits until a process is waiting for it. */
async function startSlowGeneration(app: TestApp, hotelId: string) {
  fake.reply(templateSetReply(30_000));
  const started = await startGeneration(app, owner, hotelId);
  await expect.poll(templateCalls, { timeout: 10_000 }).toBe(1);
  return started;
}

/** Template generation as a job (docs/decisions/016): taken over, never run twice, never left hanging. */
describe('template generation as a job', () => {
  it.runIf(!onPostgres)(
    'on the embedded database, a stopping app ends its running generation as failed, with nothing saved',
    async () => {
      const stopping = await startProcess();
      owner = await buildUser(stopping);
      const hotelId = (await buildHotel(stopping, owner.id)).id;
      const started = await startSlowGeneration(stopping, hotelId);
      // The stop does not wait for the AI service's answer: the job's signal cancels the call.
      await stopping.close();
      apps.splice(0);

      const next = await startProcess();
      const ended = await waitForGeneration(next, owner, hotelId, started.id);
      expect(ended).toMatchObject({ status: 'failed', error: 'Failed to generate templates', templates: [] });
      expect(await templatesOf(next, hotelId)).toEqual([]);
    },
  );

  it.runIf(onPostgres)(
    'on PostgreSQL, a stopping process hands its running generation back and another one finishes it, once',
    async () => {
      const stopping = await startProcess();
      owner = await buildUser(stopping);
      const hotelId = (await buildHotel(stopping, owner.id)).id;
      // Only the stopping process exists yet, so it is the one waiting for the slow answer.
      const started = await startSlowGeneration(stopping, hotelId);
      const staying = await startProcess();
      await stopping.close();

      const ended = await waitForGeneration(staying, owner, hotelId, started.id);
      expect(ended.status).toBe('succeeded');
      expect(ended.templates.map((template) => template.name)).toEqual([
        'Fake Event',
        'Fake Season',
        'Fake Business',
      ]);
      // Asked twice (once by each process), saved once.
      expect(templateCalls()).toBe(2);
      expect(await templatesOf(staying, hotelId)).toHaveLength(3);
    },
  );

  it('a job that comes back after its generation finished changes nothing', async () => {
    const app = await startProcess();
    owner = await buildUser(app);
    const hotelId = (await buildHotel(app, owner.id)).id;
    const generation = await generateTemplates(app, owner, hotelId);
    expect(generation.status).toBe('succeeded');
    const job: GenerationJob = { id: generation.id, hotelId, userId: owner.id, language: 'de' };
    await app.context.jobs.send(templateGenerationJob, job);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(templateCalls()).toBe(1);
    expect(await templatesOf(app, hotelId)).toHaveLength(3);
    expect(await waitForGeneration(app, owner, hotelId, generation.id)).toEqual(generation);
  });

  it('a generation that lost its process long ago reads as failed, its job ends it, and a new one may start', async () => {
    const app = await startProcess();
    owner = await buildUser(app);
    const hotelId = (await buildHotel(app, owner.id)).id;
    const [row] = await app.context.db
      .insert(templateGenerations)
      .values({ hotelId, startedAt: sql`now() - interval '10 minutes'` })
      .returning();
    if (!row) throw new Error('no generation');
    const shown = await waitForGeneration(app, owner, hotelId, row.id);
    expect(shown).toMatchObject({ status: 'failed', error: 'Failed to generate templates' });

    await app.context.jobs.send(templateGenerationJob, {
      id: row.id,
      hotelId,
      userId: owner.id,
      language: 'de',
    } satisfies GenerationJob);
    await expect
      .poll(async () => {
        const [stored] = await app.context.db
          .select()
          .from(templateGenerations)
          .where(eq(templateGenerations.id, row.id));
        return stored?.status;
      })
      .toBe('failed');
    expect(templateCalls()).toBe(0);

    const next = await generateTemplates(app, owner, hotelId);
    expect(next.status).toBe('succeeded');
    expect(next.id).not.toBe(row.id);
  });
});
