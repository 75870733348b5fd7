import { sql, type SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { assetPageQuery } from '../features/assets/repository';
import { buildHotel, buildUser } from '../../test/factories';
import { useRecordedHotel } from '../../test/recorded-hotel';
import { injectRecorded, isRead, recordedSql } from '../../test/recorded-queries';
import { seedListRows } from '../../test/seed-list-rows';
import type { TestApp } from '../../test/test-app';
import { until } from '../../test/until';
import { keepTablesUp } from './table-upkeep';

// The embedded database's stand-in for autovacuum, on a hotel of 5,000 photos whose rows came in one import:
// plans and the tables' own records, never times.

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

// On PostgreSQL, before any row is written (turnOffAutovacuum says why).
const given = useRecordedHotel(async (testApp) => {
  if (process.env.TEST_DATABASE_URL) await turnOffAutovacuum(testApp);
});
beforeAll(async () => {
  await seedListRows(
    given.testApp.context.db,
    { userId: given.owner.id, hotelId: given.hotelId },
    {
      assets: 5_000,
      trashedAssets: 50,
      rooms: 10,
      photosPerRoom: 5,
      trashedRooms: 0,
      templates: 2_000,
      imagesPerTemplate: 2,
      trashedTemplates: 20,
      tasks: 500,
      activities: 500,
      notifications: 2_000,
    },
  );
  // A neighbour with four times the templates and notifications: a count of the given.owner's reads a part of those
  // tables, which an index serves better than reading them whole (a hotel alone in a table is read whole).
  const neighbour = await buildUser(given.testApp);
  await seedListRows(
    given.testApp.context.db,
    { userId: neighbour.id, hotelId: (await buildHotel(given.testApp, neighbour.id)).id },
    {
      assets: 10,
      trashedAssets: 0,
      rooms: 1,
      photosPerRoom: 1,
      trashedRooms: 0,
      templates: 8_000,
      imagesPerTemplate: 0,
      trashedTemplates: 0,
      tasks: 0,
      activities: 0,
      notifications: 8_000,
    },
  );
  if (process.env.TEST_DATABASE_URL)
    await untilStatisticsShow({ assets: 5_000, tasks: 500, activities: 500 });
}, 60_000);

/**
 * On a PostgreSQL server its own autovacuum may analyse the seeded tables before keepTablesUp looks at them (CI
 * saw tasks analysed first), which would leave nothing for the run to do. The test's database is its own clone,
 * dropped afterwards, so autovacuum is turned off on its tables, as the embedded database has none.
 */
async function turnOffAutovacuum(testApp: TestApp) {
  const tables = rowsOf<{ name: string }>(
    await testApp.context.db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public'`,
    ),
  );
  for (const { name } of tables) {
    await testApp.context.db.execute(
      sql`alter table ${sql.identifier(name)} set (autovacuum_enabled = false)`,
    );
  }
}

/**
 * On a PostgreSQL server each connection of the pool sends its counters to the statistics views on its own
 * schedule (after a second, or ten when idle), so the seeded rows may not show yet when keepTablesUp looks;
 * waits until they do. The embedded database is one connection, which keepTablesUp flushes itself.
 */
async function untilStatisticsShow(inserted: Record<string, number>) {
  await until(
    async () => {
      const counts = rowsOf<{ table: string; inserted: number }>(
        await given.testApp.context.db.execute(
          sql`select relname as "table", n_tup_ins as inserted from pg_stat_user_tables where schemaname = 'public'`,
        ),
      );
      const shown = new Map(counts.map((row) => [row.table, Number(row.inserted)]));
      return Object.entries(inserted).every(([table, rows]) => (shown.get(table) ?? 0) >= rows);
    },
    'the statistics views to show the seeded rows',
    30_000,
  );
}

async function planOf(query: SQLWrapper) {
  const result = rowsOf<Record<string, unknown>>(
    await given.testApp.context.db.execute(sql`explain (format json) ${query}`),
  );
  const raw = Object.values(result[0] ?? {})[0];
  const [{ Plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  return flatten(Plan);
}

async function recordsOf(table: string) {
  const [row] = rowsOf<{ rows: number; analysed: boolean; vacuumed: boolean }>(
    await given.testApp.context.db.execute(sql`
      select c.reltuples as rows, coalesce(s.last_analyze, s.last_autoanalyze) is not null as analysed,
        coalesce(s.last_vacuum, s.last_autovacuum) is not null as vacuumed
      from pg_class c join pg_stat_user_tables s on s.relid = c.oid
      where c.relname = ${table} and s.schemaname = 'public'`),
  );
  return row!;
}

describe('keeping the tables up after an import of 5,000 photos', () => {
  let first: Awaited<ReturnType<typeof keepTablesUp>>;
  beforeAll(async () => {
    first = await keepTablesUp(given.testApp.context.db);
  }, 60_000);

  it('vacuums and analyses the tables the import filled', async () => {
    // tasks too: adding each task's tags rewrote its row (its search text, migration 0037), leaving 500 dead rows.
    for (const table of ['assets', 'asset_tags', 'property_assets', 'tasks']) {
      expect(first.vacuumed).toContain(table);
    }
    // 500 rows are past ANALYZE's threshold, not past the one of a vacuum after inserts (1,000 + 20 %).
    expect(first.analysed).toContain('activities');
    const assets = await recordsOf('assets');
    expect(assets).toMatchObject({ analysed: true, vacuumed: true });
    // The planner now knows the table's size (ANALYZE's estimate of 5,050 rows).
    expect(Number(assets.rows)).toBeGreaterThan(4_500);
  });

  it('then lets the planner read the library’s first page from the index, newest first, without sorting', async () => {
    const plan = await planOf(
      assetPageQuery(given.testApp.context.db, given.hotelId, { tags: [] }, null, 60),
    );
    expect(plan.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(plan.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(plan.flatMap((node) => node['Index Name'] ?? [])).toContain('assets_live_hotel_id_created_at_idx');
  });

  // The 30-day counts of photos are left out: 720 of these 5,000 photos changed in the window, a share the planner
  // may rightly read the table for.
  it('then counts the photos, templates and unread notifications from indexes, never a whole table', async () => {
    const reads = [];
    for (const url of [
      `/api/hotels/${given.hotelId}/dashboard/stats`,
      `/api/notifications/unread-count?hotelId=${given.hotelId}`,
    ]) {
      const { result, statements } = await given.recorder.during(() =>
        injectRecorded(given.testApp.app, { method: 'GET', url, headers: { cookie: given.owner.cookie } }),
      );
      expect(result.statusCode).toBe(200);
      reads.push(...statements.filter(isRead));
    }
    const plans = [];
    for (const read of reads) plans.push(...(await planOf(recordedSql(read))));
    const indexes = plans.flatMap((node) => node['Index Name'] ?? []);
    expect(indexes).toContain('assets_live_hotel_id_category_idx');
    expect(indexes).toContain('templates_live_hotel_id_created_at_idx');
    expect(indexes).toContain('notifications_unread_user_id_idx');
    const scanned = plans
      .filter((node) => node['Node Type'] === 'Seq Scan')
      .map((node) => node['Relation Name']);
    expect(scanned).not.toContain('templates');
    expect(scanned).not.toContain('notifications');
  });

  it('leaves tables that have not changed since alone', async () => {
    const again = await keepTablesUp(given.testApp.context.db);
    expect([...again.vacuumed, ...again.analysed]).not.toContain('assets');
    expect([...again.vacuumed, ...again.analysed]).not.toContain('asset_tags');
  });
});
