import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../src/db/schema';
import { buildApiKey, type TestApiKey } from './api-keys';
import { setPublished } from './content-api';
import { buildHotel, buildUser, type SignedInUser } from './factories';
import { listRequests, type ListRequest } from './list-requests';
import { injectRecorded, recordQueries, type QueryRecorder } from './recorded-queries';
import { seedListRows, type ListRowCounts } from './seed-list-rows';
import { buildTestApp, type TestApp } from './test-app';

// No N+1: a list's statements do not grow with its rows. Each list is read by the owner of a hotel with 10 rows
// of everything and by the owner of a hotel with 30, and the statements each request sent are counted
// (recorded-queries.ts); a list that asked once per row, per room or per template would send 20 more. Counts,
// never times.

const rowsOf = (n: number): ListRowCounts => ({
  assets: n,
  trashedAssets: n,
  rooms: n,
  photosPerRoom: 3,
  trashedRooms: n,
  templates: n,
  imagesPerTemplate: 3,
  trashedTemplates: n,
  tasks: n,
  activities: n,
  notifications: n,
});

interface Owner {
  user: SignedInUser;
  key: TestApiKey;
  requests: Map<string, ListRequest>;
}

interface Read {
  statements: string[];
  body: string;
}

let testApp: TestApp;
let recorder: QueryRecorder;
beforeAll(async () => {
  testApp = await buildTestApp();
  recorder = recordQueries(testApp.context.db);
});
afterAll(async () => {
  await testApp.close();
});

async function ownerWith(rows: number): Promise<Owner> {
  const user = await buildUser(testApp);
  const { id: hotelId } = await buildHotel(testApp, user.id);
  await seedListRows(testApp.context.db, { userId: user.id, hotelId }, rowsOf(rows));
  await setPublished(testApp, hotelId);
  const key = await buildApiKey(testApp, user.id, [hotelId]);
  // Read from the table, not through the rooms list, which would remember its answer before it is counted.
  const [room] = await testApp.context.db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), isNull(rooms.deletedAt)))
    .limit(1);
  const requests = listRequests({ hotelId, roomId: room!.id });
  return { user, key, requests: new Map(requests.map((request) => [request.name, request])) };
}

async function read(owner: Owner, name: string): Promise<Read> {
  const request = owner.requests.get(name)!;
  const { result, statements } = await recorder.during(() =>
    injectRecorded(testApp.app, {
      method: 'GET',
      url: request.url,
      headers: request.key ? owner.key.headers : { cookie: owner.user.cookie },
    }),
  );
  expect(result.statusCode, `${name}: ${result.body}`).toBe(200);
  return { statements: statements.map((statement) => statement.text), body: result.body };
}

const names = listRequests({ hotelId: 'hotel', roomId: 'room' }).map((request) => request.name);
const counted = new Map<string, { small: Read; large: Read }>();

/**
 * Reads every list with a new owner of 10 rows and a new owner of 30, in rounds: a list answered from what an
 * earlier read of the round remembered (the unread count from the notifications list, a hotel's readiness from
 * its content score) sent nothing, and is read again in the next round, before the list it shares that with.
 */
async function readEveryListFirstHand() {
  let remaining = names;
  for (let round = 0; remaining.length > 0 && round < 5; round++) {
    const [small, large] = [await ownerWith(10), await ownerWith(30)];
    const next: string[] = [];
    for (const name of remaining) {
      const reads = { small: await read(small, name), large: await read(large, name) };
      if (reads.small.statements.length === 0) next.push(name);
      else counted.set(name, reads);
    }
    remaining = next;
  }
}

describe('every list and search', () => {
  beforeAll(async () => {
    // A first owner's reads fill what the process keeps for every hotel (the feature catalogue, the prepared
    // statements), so the owners compared next all find it there.
    const first = await ownerWith(10);
    for (const name of names) await read(first, name);
    await readEveryListFirstHand();
  }, 120_000);

  it('shows three times the rows to the owner with three times as many', () => {
    const body = (name: string, size: 'small' | 'large') =>
      JSON.parse(counted.get(name)![size].body) as Record<string, unknown>;
    const sizes = (name: string, of: (body: Record<string, unknown>) => unknown) => [
      of(body(name, 'small')),
      of(body(name, 'large')),
    ];
    const length = (field: string) => (answer: Record<string, unknown>) =>
      (answer[field] as unknown[]).length;
    expect(sizes('library: first page', (answer) => answer.total)).toEqual([10, 30]);
    expect(sizes('library: search, a common word', (answer) => answer.total)).toEqual([2, 6]);
    expect(sizes('templates: list', length('templates'))).toEqual([10, 30]);
    expect(sizes('rooms', length('rooms'))).toEqual([10, 30]);
    expect(sizes('trash: photos', length('items'))).toEqual([10, 30]);
    expect(sizes('content API: rooms', length('rooms'))).toEqual([10, 30]);
  });

  it.each(names)('%s: the same statements for 30 rows as for 10', (name) => {
    const reads = counted.get(name);
    expect(reads, `${name} answered from memory in every round`).toBeDefined();
    // Counts, not texts: a list of ids is bound as one placeholder each, so the texts differ with the rows.
    const { small, large } = reads!;
    expect(large.statements.length, large.statements.join('\n---\n')).toBe(small.statements.length);
  });
});
