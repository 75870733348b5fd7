import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/rows';
import { keepTablesUp } from '../../lib/table-upkeep';
import { logReads, seedActivityLog, type LogRead } from '../../../test/activity-log-seed';
import { buildHotel, buildMember, buildUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

/**
 * The activity log's reads on a hotel of 100,000 entries beside another as large (issue 36, part 4), as the log
 * routes send them (test/activity-log-seed.ts): EXPLAIN ANALYZE of each. (The second hotel makes a read of the whole table show.)
 */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

let testApp: TestApp;
let reads: LogRead[];
const newest = new Date('2026-06-01T12:00:00Z');

beforeAll(async () => {
  // The app's own table upkeep (lib/table-upkeep.ts) analyses the table a minute after the start, which a busy
  // machine's seeding can outlast: the first test would then see statistics of part of the log. Its interval is
  // made on a clock that never moves, so the statistics come only from the upkeep the second test runs.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  try {
    testApp = await buildTestApp();
  } finally {
    vi.useRealTimers();
  }
  const owner = await buildUser(testApp);
  const hotelId = (await buildHotel(testApp, owner.id)).id;
  const members = [{ id: owner.id, name: 'Olga Owner' }];
  for (const name of ['Anna Weber', 'Ben Brandt', 'Carla Conti', 'Dario Dorn'])
    members.push({ id: (await buildMember(testApp, hotelId, 'editor')).id, name });
  const { db } = testApp.context;
  await seedActivityLog(db, { hotelId, members, count: 100_000, newest });
  const other = (await buildHotel(testApp, owner.id)).id;
  await seedActivityLog(db, { hotelId: other, members, count: 20_000, newest });
  reads = logReads(db, hotelId, members[2]!.id, newest);
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

/** The plan's nodes, and those that read the activities table. */
async function explain(read: LogRead) {
  const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    await testApp.context.db.execute(sql`explain (analyze, format json) ${read.statement}`),
  );
  const nodes = nodesOf(row!['QUERY PLAN'][0].Plan);
  return { nodes, scans: nodes.filter((node) => node['Relation Name'] === 'activities') };
}

describe('the activity log of 100,000 entries', () => {
  it('is read through its indexes even before the table has statistics', async () => {
    // Right after a bulk insert PGlite has none (it has no autovacuum): a filter's rows are guessed, and a
    // member's page may be found through the index's bitmap and sorted, never by reading the table whole.
    for (const read of reads) {
      const { nodes, scans } = await explain(read);
      expect(scans.length, read.name).toBeGreaterThan(0);
      expect(
        scans.filter((scan) => scan['Node Type'] === 'Seq Scan'),
        read.name,
      ).toEqual([]);
      for (const node of nodes.filter((candidate) => candidate['Index Name']))
        expect(read.indexes, read.name).toContain(node['Index Name']);
    }
  });

  it('walks one index in the log order and stops after its page, once the table upkeep has run', async () => {
    // What the product's upkeep does every minute on the embedded database (lib/table-upkeep.ts), and
    // autovacuum on PostgreSQL.
    const upkeep = await keepTablesUp(testApp.context.db);
    expect([...upkeep.vacuumed, ...upkeep.analysed]).toContain('activities');
    for (const read of reads) {
      const { nodes, scans } = await explain(read);
      for (const scan of scans) {
        expect(scan['Node Type'], read.name).toMatch(/^Index (Only )?Scan$/);
        expect(read.indexes, read.name).toContain(scan['Index Name']);
      }
      expect(
        nodes.filter((node) => /Sort/.test(node['Node Type'])),
        `${read.name}: sorts`,
      ).toEqual([]);
      // A page's rows and one more, not the hotel's 100,000 entries (the people: one probe per member).
      const rowsRead = scans.reduce((sum, scan) => sum + (scan['Actual Rows'] ?? 0), 0);
      expect(rowsRead, read.name).toBeLessThanOrEqual(read.name.startsWith('CSV') ? 500 : 51);
    }
  });
});
