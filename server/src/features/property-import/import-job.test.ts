import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ImportRunView } from '@common/import/schemas';
import { bookingReplies } from '@e2e/fakes/booking-fake';
import { bookingFixture, fixtureFacts } from '@e2e/fakes/booking-fixture';
import { propertyImports } from '../../db/schema';
import { buildHotel } from '../../../test/factories';
import { notificationsOf } from '../../../test/notifications';
import { nothingImported, useImportTestApp } from '../../../test/property-import';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';
import { propertyImportJob } from './import-job';
import type { ImportJob } from './run-import';

const h = useImportTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Files an app stored under its data folder's hotel-assets, for one hotel. */
function storedFiles(testApp: TestApp, hotelId: string) {
  const folder = path.join(testApp.dataDir, 'files', 'hotel-assets', hotelId);
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/** Starts an import through `testApp` and waits until a process has begun it (its first item is importing). */
async function startAndWaitForProgress(testApp: TestApp, hotelId: string): Promise<ImportRunView> {
  const started = await requestAs(testApp, h.owner, 'POST', `/api/hotels/${hotelId}/import`, {
    url: fixtureFacts.propertyUrl,
  });
  expect(started.statusCode, started.body).toBe(202);
  const id = started.json<{ import: ImportRunView }>().import.id;
  await expect
    .poll(async () => {
      const [row] = await h.db().select().from(propertyImports).where(eq(propertyImports.id, id));
      return row?.items[0]?.status;
    })
    .toBe('importing');
  return started.json<{ import: ImportRunView }>().import;
}

const jobOf = (run: ImportRunView): ImportJob => ({
  id: run.id,
  hotelId: run.hotelId,
  userId: h.owner.id,
  url: run.url,
});

/** The property import as a job (docs/decisions/016): taken over, never run twice, never left hanging. */
describe('the import as a job', () => {
  it.runIf(!onPostgres)(
    'on the embedded database, a stopping app ends its running import as failed and removes what it stored',
    async () => {
      const second = await buildTestApp(h.fake.environment, { database: h.testApp.context.database });
      const hotel = await buildHotel(second, h.owner.id);
      h.fake.reply(bookingReplies.property(bookingFixture(h.fake.imageHost), 1_000));
      const run = await startAndWaitForProgress(second, hotel.id);
      await second.close();
      const ended = await h.waitForImport(hotel.id, run.id);
      expect(ended.status).toBe('failed');
      expect(ended.items[0]).toMatchObject({ status: 'error', message: 'Import failed' });
      expect(await h.rowCounts(hotel.id)).toEqual(nothingImported);
      expect(storedFiles(second, hotel.id)).toEqual([]);
    },
  );

  it.runIf(onPostgres)(
    'on PostgreSQL, a stopping process hands its running import back and another process finishes it, once',
    async () => {
      // The process that stops: it takes the import (the other one does not exist yet) and is stopped during it.
      const stopping = await buildTestApp(h.fake.environment, { database: h.testApp.context.database });
      const hotel = await buildHotel(stopping, h.owner.id);
      h.fake.reply(bookingReplies.property(bookingFixture(h.fake.imageHost), 2_000));
      const run = await startAndWaitForProgress(stopping, hotel.id);
      const staying = await buildTestApp(h.fake.environment, { database: h.testApp.context.database });
      try {
        await stopping.close();
        const ended = await h.waitForImport(hotel.id, run.id);
        expect(ended.status).toBe('succeeded');
        expect(ended.result?.photos).toEqual({
          imported: fixtureFacts.photoCount,
          alreadyThere: 0,
          skipped: 0,
        });
        expect((await h.rowCounts(hotel.id)).rooms).toBe(fixtureFacts.roomNames.length);
        expect(storedFiles(stopping, hotel.id)).toEqual([]);
        // Original, thumbnail and gallery rendition of each photo, in whichever other process took it over.
        const elsewhere = [...storedFiles(staying, hotel.id), ...storedFiles(h.testApp, hotel.id)];
        expect(elsewhere).toHaveLength(fixtureFacts.photoCount * 3);
        const told = (await notificationsOf(h.testApp, h.owner.id)).filter((notification) =>
          notification.dedupeKey?.endsWith(run.id),
        );
        expect(told.map((notification) => notification.kind)).toEqual(['import_succeeded']);
      } finally {
        await staying.close();
      }
    },
  );

  it('a job that comes back after its import finished changes nothing', async () => {
    const hotel = await buildHotel(h.testApp, h.owner.id);
    const run = await h.importProperty(hotel.id);
    expect(run.status).toBe('succeeded');
    const before = await h.rowCounts(hotel.id);
    await h.testApp.context.jobs.send(propertyImportJob, jobOf(run));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await h.rowCounts(hotel.id)).toEqual(before);
    expect(await h.waitForImport(hotel.id, run.id)).toEqual(run);
  });

  it('a job whose run lost its process long ago ends the run as failed and tells its user', async () => {
    const hotel = await buildHotel(h.testApp, h.owner.id);
    const [row] = await h
      .db()
      .insert(propertyImports)
      .values({
        hotelId: hotel.id,
        sourceUrl: fixtureFacts.propertyUrl,
        items: [
          { key: 'hotel', status: 'importing', percent: 50, message: null },
          { key: 'images', status: 'pending', percent: 0, message: null },
          { key: 'rooms', status: 'pending', percent: 0, message: null },
          { key: 'features', status: 'pending', percent: 0, message: null },
        ],
        updatedAt: sql`now() - interval '10 minutes'`,
      })
      .returning();
    if (!row) throw new Error('no run');
    await h.testApp.context.jobs.send(propertyImportJob, {
      id: row.id,
      hotelId: hotel.id,
      userId: h.owner.id,
      url: row.sourceUrl,
    });
    await expect
      .poll(async () => {
        const [stored] = await h.db().select().from(propertyImports).where(eq(propertyImports.id, row.id));
        return stored?.status;
      })
      .toBe('failed');
    const ended = await h.waitForImport(hotel.id, row.id);
    expect(ended.items[0]).toMatchObject({ status: 'error', message: 'Import failed' });
    expect(await h.rowCounts(hotel.id)).toEqual(nothingImported);
    const told = (await notificationsOf(h.testApp, h.owner.id)).filter((notification) =>
      notification.dedupeKey?.endsWith(row.id),
    );
    expect(told.map((notification) => notification.kind)).toEqual(['import_failed']);
  });
});
