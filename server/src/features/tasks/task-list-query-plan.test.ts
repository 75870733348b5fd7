import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskLimits } from '@common/tasks/limits';
import { buildHotel, buildUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { taskPageQuery, type TaskFilters } from './repository';

// The task list's query, planned by the database itself for a hotel with 1,000 tasks with tags (the benchmark's
// size) beside a second hotel with as many. A plan, not a timing: it says whether the list reads the hotel's
// tasks through its index or every task of every hotel, whatever the machine.

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

let testApp: TestApp;
let hotelId: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  const owner = await buildUser(testApp);
  hotelId = (await buildHotel(testApp, owner.id)).id;
  const otherHotelId = (await buildHotel(testApp, owner.id)).id;
  for (const hotel of [hotelId, otherHotelId]) await addTasks(hotel, owner.id, 1_000);
  await testApp.context.db.execute(sql`analyze tasks`);
  await testApp.context.db.execute(sql`analyze task_tags`);
});
afterAll(async () => {
  await testApp.close();
});

/** Tasks over a year of due days, one in four completed, each with two tags. */
async function addTasks(hotel: string, userId: string, count: number) {
  const { db } = testApp.context;
  await db.execute(sql`
    insert into tasks (hotel_id, user_id, title, priority, due_date, completed)
    select ${hotel}::uuid, ${userId}, 'Task number ' || g, (array['low', 'medium', 'high'])[1 + g % 3],
      date '2026-12-01' + (g % 365), g % 4 = 0
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into task_tags (task_id, tag)
    select t.id, tag from tasks t cross join (values ('Rooms'), ('Follow-up')) as v(tag)
    where t.hotel_id = ${hotel}::uuid`);
}

async function planOf(query: SQLWrapper): Promise<PlanNode[]> {
  const result = (await testApp.context.db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  const raw = Object.values(result.rows[0] ?? {})[0];
  const [{ Plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  return flatten(Plan);
}

const cursor = { dueDate: '2027-03-01', createdAt: '2026-11-24T10:00:00.000000Z', id: crypto.randomUUID() };

describe.each<[string, TaskFilters, typeof cursor | null]>([
  ['the first page of active tasks', { completed: false }, null],
  ['a later page of completed tasks', { completed: true }, cursor],
  ['a search', { completed: false, search: 'follow' }, null],
])('%s', (_name, filters, pageCursor) => {
  it('reads the hotel’s tasks through their index, never every task', async () => {
    const nodes = await planOf(
      taskPageQuery(testApp.context.db, hotelId, filters, pageCursor, taskLimits.pageSize),
    );
    expect(nodes.map((node) => node['Index Name'])).toContain('tasks_hotel_id_completed_due_date_idx');
    expect(
      nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']),
    ).toEqual([]);
  });
});

describe('a search for a word few tasks carry', () => {
  it('finds them through the trigram index of the titles and tags, not by reading each task of the hotel', async () => {
    const nodes = await planOf(
      taskPageQuery(testApp.context.db, hotelId, { completed: false, search: 'number 987' }, null, 50),
    );
    expect(nodes.map((node) => node['Index Name'])).toContain('tasks_search_text_trgm_idx');
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Seq Scan');
  });
});
