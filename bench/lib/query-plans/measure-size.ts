import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/client';
import { rowsOf } from '../../../server/src/db/rows';
import { rooms } from '../../../server/src/db/schema';
import { buildApiKey, type TestApiKey } from '../../../server/test/api-keys';
import { setPublished } from '../../../server/test/content-api';
import { buildHotel, buildUser, type SignedInUser } from '../../../server/test/factories';
import { listRequests, type ListRequest } from '../../../server/test/list-requests';
import {
  injectRecorded,
  isRead,
  recordQueries,
  type QueryRecorder,
  type RecordedStatement,
} from '../../../server/test/recorded-queries';
import { keepTablesUp, type TableUpkeepRun } from '../../../server/src/lib/table-upkeep';
import { seedListRows, type ListRowCounts } from '../../../server/test/seed-list-rows';
import { buildTestApp, type TestApp } from '../../../server/test/test-app';
import { explainStatement } from './explain-statement';
import type { PlanSummary } from './plan-summary';

/** A hotel of `assets` photos, and the rest in proportion (a tenth as many templates, a fifth as many tasks...). */
export const rowsFor = (assets: number): ListRowCounts => ({
  assets,
  trashedAssets: assets / 100,
  rooms: 40,
  photosPerRoom: 10,
  trashedRooms: 4,
  templates: assets / 10,
  imagesPerTemplate: 8,
  trashedTemplates: assets / 100,
  tasks: assets / 5,
  activities: assets,
  notifications: assets / 10,
});

export interface ExplainedRead {
  statement: RecordedStatement;
  /** Right after the rows came in: no table statistics, no page marked all-visible. */
  unanalysed: PlanSummary;
  /** After the table upkeep's pass (lib/table-upkeep.ts: what autovacuum does on PostgreSQL). */
  analysed: PlanSummary;
}

export interface RequestPlans {
  name: string;
  /** Every statement the request sent, reads or not. */
  statements: number;
  reads: ExplainedRead[];
}

export interface SizeResult {
  assets: number;
  seededMs: number;
  /** The table upkeep's pass after the import: how long, and what it did. */
  upkeep: TableUpkeepRun & { ms: number };
  requests: RequestPlans[];
}

interface Owner {
  user: SignedInUser;
  key: TestApiKey;
  requests: ListRequest[];
}

/** The database of one run: a folder of its own for the embedded one, a database of its own on PostgreSQL. */
async function openRunDatabase(postgresUrl: string | undefined, name: string) {
  if (!postgresUrl) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-query-plans-'));
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    return { handle, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.href });
  // As right after an import, before autovacuum's next look: the planner then has no statistics of its own.
  const tables = rowsOf<{ name: string }>(
    await handle.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`),
  );
  for (const { name: table } of tables) {
    await handle.db.execute(sql`alter table ${sql.identifier(table)} set (autovacuum_enabled = false)`);
  }
  return {
    handle,
    remove: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The app on the run's database, as a fresh process finds it: nothing remembered yet. */
const startApp = (database: DatabaseHandle) => buildTestApp({}, { database });

async function seededOwner(testApp: TestApp, counts: ListRowCounts): Promise<Owner> {
  const user = await buildUser(testApp);
  const { id: hotelId } = await buildHotel(testApp, user.id);
  await seedListRows(testApp.context.db, { userId: user.id, hotelId }, counts);
  await setPublished(testApp, hotelId);
  const key = await buildApiKey(testApp, user.id, [hotelId]);
  const [room] = await testApp.context.db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), isNull(rooms.deletedAt)))
    .limit(1);
  return { user, key, requests: listRequests({ hotelId, roomId: room!.id }) };
}

/**
 * The statements one request sends when its list is not remembered: each request is sent by an app started
 * anew on the database, after a request that has the session and the key read and remembered as any running
 * server has them, so what is recorded is the list's own reads.
 */
async function recordRequest(
  database: DatabaseHandle,
  recorder: QueryRecorder,
  owner: Owner,
  request: ListRequest,
) {
  const testApp = await startApp(database);
  try {
    const headers = request.key ? owner.key.headers : { cookie: owner.user.cookie };
    await testApp.app.inject({ method: 'GET', url: request.key ? '/api/v1/hotels' : '/api/hotels', headers });
    const { result, statements } = await recorder.during(() =>
      injectRecorded(testApp.app, { method: 'GET', url: request.url, headers }),
    );
    if (result.statusCode !== 200)
      throw new Error(`${request.name}: HTTP ${result.statusCode} ${result.body}`);
    return statements;
  } finally {
    await testApp.close();
  }
}

/**
 * Seeds a hotel of `assets` photos (and a neighbour hotel of another owner as large, so that the hotel's own
 * rows are a part of every table), records the statements of every list, and explains each read right after the
 * import and after the table upkeep's pass.
 */
export async function measureSize(
  assets: number,
  postgresUrl: string | undefined,
  log: (line: string) => void,
): Promise<SizeResult> {
  const { handle, remove } = await openRunDatabase(postgresUrl, `query_plans_${assets}`);
  const recorder = recordQueries(handle.db);
  try {
    let testApp = await startApp(handle);
    const begin = performance.now();
    const owner = await seededOwner(testApp, rowsFor(assets));
    await seededOwner(testApp, rowsFor(assets));
    const seededMs = performance.now() - begin;
    await testApp.close();
    log(`  ${assets} photos: seeded two hotels in ${(seededMs / 1000).toFixed(1)} s`);

    const recorded: { request: ListRequest; statements: RecordedStatement[] }[] = [];
    for (const request of owner.requests) {
      recorded.push({ request, statements: await recordRequest(handle, recorder, owner, request) });
    }

    testApp = await startApp(handle);
    // One statement at a time, so that no two share the database's time.
    const explainAll = async () => {
      const byRequest: { statement: RecordedStatement; plan: PlanSummary }[][] = [];
      for (const { statements } of recorded) {
        const plans = [];
        for (const statement of statements.filter(isRead)) {
          plans.push({ statement, plan: await explainStatement(testApp.context.db, statement) });
        }
        byRequest.push(plans);
      }
      return byRequest;
    };
    const unanalysed = await explainAll();
    const upkeepBegin = performance.now();
    const upkeep = { ...(await keepTablesUp(testApp.context.db)), ms: performance.now() - upkeepBegin };
    log(
      `  ${assets} photos: the table upkeep took ${upkeep.ms.toFixed(0)} ms (vacuumed ${upkeep.vacuumed.length} tables, analysed ${upkeep.analysed.length} more)`,
    );
    const analysed = await explainAll();
    await testApp.close();

    return {
      assets,
      seededMs,
      upkeep,
      requests: recorded.map(({ request, statements }, index) => ({
        name: request.name,
        statements: statements.length,
        reads: unanalysed[index]!.map(({ statement, plan }, read) => ({
          statement,
          unanalysed: plan,
          analysed: analysed[index]![read]!.plan,
        })),
      })),
    };
  } finally {
    await handle.close();
    await remove();
  }
}
