import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ImportRunView } from '@common/import/schemas';
import { startBookingFake, type BookingFake } from '@e2e/fakes/booking-fake';
import { fixtureFacts } from '@e2e/fakes/booking-fixture';
import {
  assets,
  features,
  hotelDescriptions,
  hotelFeatures,
  propertyAssets,
  rooms,
  templates,
} from '../src/db/schema';
import { buildUser, type SignedInUser } from './factories';
import { buildTestApp, requestAs, type TestApp } from './test-app';

/**
 * What every import test shares (the Booking.com import's and the website import's): the app, a signed-in
 * owner, and helpers that start and follow an import as the page does and count what it wrote.
 */
export class ImportHarness {
  testApp!: TestApp;
  owner!: SignedInUser;

  call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, user = this.owner) =>
    requestAs(this.testApp, user, method, url, payload);

  db = () => this.testApp.context.db;

  /** Starts an import at `path` (…/import or …/import/website) and follows it until it has finished. */
  startAndFollow = async (
    hotelId: string,
    path: string,
    url: string,
    user = this.owner,
  ): Promise<ImportRunView> => {
    const started = await this.call('POST', `/api/hotels/${hotelId}/${path}`, { url }, user);
    expect(started.statusCode, started.body).toBe(202);
    const run = started.json<{ import: ImportRunView }>().import;
    expect(run.status).toBe('running');
    return this.waitForImport(hotelId, run.id, user);
  };

  waitForImport = async (hotelId: string, importId: string, user = this.owner): Promise<ImportRunView> => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const response = await this.call('GET', `/api/hotels/${hotelId}/import/${importId}`, undefined, user);
      expect(response.statusCode).toBe(200);
      const run = response.json<{ import: ImportRunView }>().import;
      if (run.status !== 'running') return run;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the import did not finish within 60 s');
  };

  /** How many rows of each kind an import writes the hotel has. */
  rowCounts = async (hotelId: string) => {
    const db = this.db();
    const count = async (query: Promise<Array<{ count: number }>>) => (await query)[0]?.count ?? 0;
    const counted = { count: sql<number>`count(*)::int` };
    return {
      assets: await count(db.select(counted).from(assets).where(eq(assets.hotelId, hotelId))),
      rooms: await count(db.select(counted).from(rooms).where(eq(rooms.hotelId, hotelId))),
      descriptions: await count(
        db.select(counted).from(hotelDescriptions).where(eq(hotelDescriptions.hotelId, hotelId)),
      ),
      switches: await count(db.select(counted).from(hotelFeatures).where(eq(hotelFeatures.hotelId, hotelId))),
      ownFeatures: await count(db.select(counted).from(features).where(eq(features.hotelId, hotelId))),
      templates: await count(db.select(counted).from(templates).where(eq(templates.hotelId, hotelId))),
      propertyLinks: await count(
        db.select(counted).from(propertyAssets).where(eq(propertyAssets.hotelId, hotelId)),
      ),
    };
  };
}

/**
 * What the Booking.com import tests share: the app configured with the Booking.com fake (started for the file,
 * stopped after it).
 */
export class ImportTestHarness extends ImportHarness {
  fake!: BookingFake;

  /** Starts an import and follows it as the page does, until it has finished. */
  importProperty = (hotelId: string, url: string = fixtureFacts.propertyUrl): Promise<ImportRunView> =>
    this.startAndFollow(hotelId, 'import', url);
}

/** The row counts of a hotel the import wrote nothing for. */
export const nothingImported = {
  assets: 0,
  rooms: 0,
  descriptions: 0,
  switches: 0,
  ownFeatures: 0,
  templates: 0,
  propertyLinks: 0,
};

export const importStatuses = (run: ImportRunView) =>
  Object.fromEntries(run.items.map((item) => [item.key, item.status]));

/** Registers the file's setup and teardown and answers the harness the tests use. */
export function useImportTestApp(): ImportTestHarness {
  const harness = new ImportTestHarness();
  beforeAll(async () => {
    harness.fake = await startBookingFake();
    harness.testApp = await buildTestApp(harness.fake.environment);
    harness.owner = await buildUser(harness.testApp);
  });
  afterAll(async () => {
    await harness.testApp?.close();
    await harness.fake?.close();
  });
  return harness;
}
