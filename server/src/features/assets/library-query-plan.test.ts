import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHotel, buildUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { assetCountQuery, assetPageQuery, type AssetFilters } from './repository';

// The library list's queries, planned by the database itself at 5,000 and at 50,000 assets in one hotel
// (beside a second hotel, so the hotel condition matters). Plans, not timings: they say whether a query
// reads an index or every row, whatever the machine.

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

let testApp: TestApp;
let hotelId: string;
let otherHotelId: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  const owner = await buildUser(testApp);
  hotelId = (await buildHotel(testApp, owner.id)).id;
  otherHotelId = (await buildHotel(testApp, owner.id)).id;
  await growLibrary(otherHotelId, 5_000);
});
afterAll(async () => {
  await testApp.close();
});

/**
 * Adds assets until the hotel has `size`: one name in fifty has "terrace" in it, one asset in fifty a
 * "terrace-view" tag, and every asset three ordinary tags.
 */
async function growLibrary(hotel: string, size: number) {
  const { db } = testApp.context;
  await db.execute(sql`
    insert into assets (hotel_id, name, category, storage_key, thumb_key, gallery_key, mime_type, size, width,
      height, hash, perceptual_hash, created_at)
    select ${hotel}::uuid,
      case when g % 50 = 0 then 'restaurant-terrace-' else 'room-photo-' end || g || '.jpg',
      (array['Room Photos', 'Dining', 'Amenities', 'Property'])[1 + g % 4],
      'hotel-assets/' || ${hotel} || '/' || g || '.jpg', 'hotel-assets/' || ${hotel} || '/' || g || '-thumb.webp',
      'hotel-assets/' || ${hotel} || '/' || g || '-gallery.webp', 'image/jpeg', 1000, 640, 480,
      md5(${hotel} || g), g, now() - make_interval(secs => g)
    from generate_series((select count(*) from assets where hotel_id = ${hotel}::uuid) + 1, ${size}) g`);
  await db.execute(sql`
    insert into asset_tags (asset_id, tag)
    select a.id, t.tag from assets a
    cross join lateral (values ('bright'), ('interior'), ('room-' || (a.size + a.perceptual_hash % 97)),
      (case when a.perceptual_hash % 50 = 25 then 'terrace-view' end)) as t(tag)
    where a.hotel_id = ${hotel}::uuid and t.tag is not null
    on conflict do nothing`);
  await db.execute(sql`analyze assets`);
  await db.execute(sql`analyze asset_tags`);
}

async function planOf(query: SQLWrapper, options: { seqScans: boolean } = { seqScans: true }) {
  return testApp.context.db.transaction(async (tx) => {
    // Off: what the planner can do with the indexes alone, whatever it would pick with them on.
    if (!options.seqScans) await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain (format json) ${query}`)) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
    const raw = Object.values(result.rows[0] ?? {})[0];
    const [{ Plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    return flatten(Plan);
  });
}

const indexesRead = (nodes: PlanNode[]) => nodes.flatMap((node) => node['Index Name'] ?? []);
const fullScans = (nodes: PlanNode[]) =>
  nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']);

const all: AssetFilters = { tags: [] };
const search: AssetFilters = { search: 'terrace', tags: [] };

const rare: AssetFilters = { search: 'zzqx', tags: [] };
const dining: AssetFilters = { category: 'Dining', tags: [] };
/** Tags every asset of both hotels carries. */
const commonTags: AssetFilters = { tags: ['bright', 'interior'] };
/** As many tags as a request can name (2,000 characters of them): none of the assets carries them all. */
const manyTags: AssetFilters = { tags: Array.from({ length: 600 }, (_, n) => `t${n}`) };

describe.each([5_000, 50_000])('the library list with %i assets', (size) => {
  beforeAll(async () => {
    await growLibrary(hotelId, size);
  }, 180_000);

  it('reads the first page newest first from the hotel index, without a scan', async () => {
    const plan = await planOf(assetPageQuery(testApp.context.db, hotelId, all, null, 24));
    expect(indexesRead(plan)).toContain('assets_live_hotel_id_created_at_idx');
    expect(fullScans(plan)).toEqual([]);
  });

  // A word in one asset of 25 is found on about a third of the table's pages: reading them all in order may
  // rightly cost the planner less than the index, and which it picks at 50,000 depends on the rows ANALYZE
  // happened to sample (it samples 30,000). What holds for any statistics: the index serves the search.
  it('counts the matches of a common word, and the trigram index serves that search', async () => {
    const plan = await planOf(assetCountQuery(testApp.context.db, hotelId, search), { seqScans: false });
    expect(indexesRead(plan)).toContain('assets_search_text_trgm_idx');
    const [row] = await assetCountQuery(testApp.context.db, hotelId, search);
    // One name in fifty and one tag in fifty, never on the same asset (g % 50 is 0 for one, 25 for the other).
    expect(row?.total).toBe((size / 50) * 2);
  });

  it('counts the matches of a rare word through the trigram index, without a scan', async () => {
    const plan = await planOf(assetCountQuery(testApp.context.db, hotelId, rare));
    expect(indexesRead(plan)).toContain('assets_search_text_trgm_idx');
    expect(fullScans(plan)).toEqual([]);
  });

  it('finds a rare word through the trigram index, a common one newest first until the page is full', async () => {
    const rarePlan = await planOf(assetPageQuery(testApp.context.db, hotelId, rare, null, 24));
    expect(indexesRead(rarePlan)).toContain('assets_search_text_trgm_idx');
    expect(fullScans(rarePlan)).toEqual([]);
    // One match in 25: reading the hotel's index newest first stops after about 600 rows, and PostgreSQL
    // may rightly prefer that to collecting every match first. Either way, an index and no scan.
    const commonPlan = await planOf(assetPageQuery(testApp.context.db, hotelId, search, null, 24));
    expect(indexesRead(commonPlan).length).toBeGreaterThan(0);
    expect(fullScans(commonPlan)).toEqual([]);
  });

  it('filters by tags every photo carries from the newest photos and their tags, not every hotel’s tag rows', async () => {
    const plan = await planOf(assetPageQuery(testApp.context.db, hotelId, commonTags, null, 24));
    expect(indexesRead(plan)).toContain('assets_live_hotel_id_created_at_idx');
    expect(indexesRead(plan)).toContain('asset_tags_asset_id_tag_pk');
    expect(fullScans(plan)).toEqual([]);
    expect(plan.map((node) => node['Node Type'])).not.toContain('HashAggregate');
  });

  it('counts a category from its own index, without a scan', async () => {
    const plan = await planOf(assetCountQuery(testApp.context.db, hotelId, dining));
    expect(indexesRead(plan)).toContain('assets_live_hotel_id_category_idx');
    expect(fullScans(plan)).toEqual([]);
  });

  // Planned as one EXISTS each, 600 tags took the planner minutes (30 tags: 0.1-0.2 s).
  it('filters by many tags with one grouping of their rows, not a join per tag', async () => {
    const plan = await planOf(assetPageQuery(testApp.context.db, hotelId, manyTags, null, 24));
    // The filter's grouping, and the page's own tags of each photo it shows.
    expect(plan.filter((node) => node['Relation Name'] === 'asset_tags').length).toBeLessThanOrEqual(2);
    expect(await assetPageQuery(testApp.context.db, hotelId, manyTags, null, 24)).toEqual([]);
  });
});
