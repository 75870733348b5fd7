import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { features, featureSubcategories, hotelFeatures } from '../../db/schema';
import { databaseSnapshot } from '../../../test/database-snapshot';
import { buildHotel, buildUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';
import { featureCatalogue, type CatalogueCategory } from './catalogue';
import { catalogueRows, syncFeatureCatalogue } from './sync-catalogue';

const rows = catalogueRows(featureCatalogue);

describe('the feature catalogue', () => {
  it('has facilities, room and policies, in that order', () => {
    expect(featureCatalogue.map((category) => category.id)).toEqual(['facilities', 'room', 'policies']);
  });

  it('has about 150 features, each id unique, stable and written as a slug', () => {
    const ids = rows.features.map((feature) => feature.id);
    expect(ids.length).toBeGreaterThanOrEqual(140);
    expect(ids.length).toBeLessThanOrEqual(170);
    expect(new Set(ids).size).toBe(ids.length);
    const subcategoryIds = rows.subcategories.map((subcategory) => subcategory.id);
    expect(new Set(subcategoryIds).size).toBe(subcategoryIds.length);
    for (const id of [...ids, ...subcategoryIds]) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const feature of rows.features) expect(feature.name.trim()).toBe(feature.name);
    // Released ids never change: hotels' and rooms' switches point at them. A new feature adds a line here.
    expect(ids).toMatchSnapshot();
  });

  it('keeps the order of the catalogue in the sort orders', () => {
    const facilities = featureCatalogue[0]!;
    expect(facilities.subcategories[0]!.features.slice(0, 3)).toEqual([
      ['free-wifi', 'Free WiFi'],
      ['free-parking', 'Free parking'],
      ['airport-shuttle', 'Airport shuttle'],
    ]);
    expect(rows.categories.map((category) => category.sortOrder)).toEqual([0, 1, 2]);
    const mostPopular = rows.features.filter((feature) => feature.subcategoryId === 'most-popular');
    expect(mostPopular.map((feature) => feature.sortOrder)).toEqual(mostPopular.map((_, index) => index));
  });
});

describe('writing the catalogue into the database', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const featureTables = async () => {
    const snapshot = await databaseSnapshot(testApp.context.db);
    return [snapshot.feature_categories, snapshot.feature_subcategories, snapshot.features];
  };
  const rowVersions = async () =>
    (await testApp.context.db.execute(
      sql`select id, xmin::text as version from features order by id`,
    )) as unknown as { rows: { id: string; version: string }[] };

  it('is written at start, and writing it again changes nothing', async () => {
    const stored = await testApp.context.db.select().from(features).orderBy(asc(features.id));
    expect(stored).toHaveLength(rows.features.length);
    const before = await featureTables();
    const versionsBefore = await rowVersions();
    await syncFeatureCatalogue(testApp.context.db);
    expect(await featureTables()).toEqual(before);
    // Unchanged rows are not even rewritten.
    expect((await rowVersions()).rows).toEqual(versionsBefore.rows);
  });

  it('retires what left the catalogue but is still switched on somewhere, and deletes the rest', async () => {
    const db = testApp.context.db;
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/hotels/${hotel.id}/features/sauna`,
      payload: { active: true },
      headers: { cookie: user.cookie, origin: testAppUrl },
    });
    expect(response.statusCode).toBe(200);

    const smaller: CatalogueCategory[] = featureCatalogue.map((category) => ({
      ...category,
      subcategories: category.subcategories
        .filter((subcategory) => subcategory.id !== 'transport')
        .map((subcategory) => ({
          ...subcategory,
          features: [
            ...subcategory.features.filter(([id]) => id !== 'sauna' && id !== 'steam-room'),
            ...(subcategory.id === 'pool-wellness' ? ([['cold-plunge', 'Cold plunge pool']] as const) : []),
          ],
        })),
    }));
    await syncFeatureCatalogue(db, smaller);
    const byId = async (id: string) => (await db.select().from(features).where(eq(features.id, id)))[0];
    expect(await byId('sauna')).toMatchObject({ retired: true });
    expect(await byId('steam-room')).toBeUndefined();
    expect(await byId('cold-plunge')).toMatchObject({ name: 'Cold plunge pool', retired: false });
    expect(
      await db.select().from(featureSubcategories).where(eq(featureSubcategories.id, 'transport')),
    ).toEqual([]);
    expect(await db.select().from(hotelFeatures).where(eq(hotelFeatures.hotelId, hotel.id))).toHaveLength(1);
    const shown = await testApp.app.inject({
      method: 'GET',
      url: `/api/hotels/${hotel.id}/features`,
      headers: { cookie: user.cookie },
    });
    expect(shown.body).not.toContain('"sauna"');
    expect(shown.body).toContain('"cold-plunge"');

    // The next release brings it back: shown again, still switched on.
    await syncFeatureCatalogue(db);
    expect(await byId('sauna')).toMatchObject({ retired: false });
    expect(await byId('steam-room')).toMatchObject({ retired: false });
    expect(await byId('cold-plunge')).toBeUndefined();
  });

  it('finds and repairs stored entries that differ from the catalogue, also when the rest is in place', async () => {
    const db = testApp.context.db;
    const inPlace = await featureTables();
    await db.update(features).set({ name: 'Sauna (renamed by hand)' }).where(eq(features.id, 'sauna'));
    await syncFeatureCatalogue(db);
    expect(await featureTables()).toEqual(inPlace);

    await db
      .update(featureSubcategories)
      .set({ retired: true })
      .where(eq(featureSubcategories.id, 'transport'));
    await syncFeatureCatalogue(db);
    expect(await featureTables()).toEqual(inPlace);

    // A retired entry nothing points at any more goes at the next start.
    await db.insert(features).values({
      id: 'left-over',
      subcategoryId: 'most-popular',
      name: 'Left over',
      sortOrder: 99,
      retired: true,
    });
    await syncFeatureCatalogue(db);
    expect(await featureTables()).toEqual(inPlace);
  });
});
