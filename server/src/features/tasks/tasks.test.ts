import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskView } from '@common/tasks/schemas';
import { taskTags, tasks } from '../../db/schema';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const newHotel = async (user = owner) => (await buildHotel(testApp, user.id)).id;
const tasksPath = (hotelId: string) => `/api/hotels/${hotelId}/tasks`;

async function addTask(hotelId: string, body: Record<string, unknown>, user = owner): Promise<TaskView> {
  const response = await requestAs(testApp, user, 'POST', tasksPath(hotelId), {
    dueDate: '2026-12-01',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().task;
}

async function list(hotelId: string, query = '', user = owner) {
  const response = await requestAs(testApp, user, 'GET', `${tasksPath(hotelId)}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { tasks: TaskView[]; nextCursor: string | null };
}

const titles = async (hotelId: string, query = '') =>
  (await list(hotelId, query)).tasks.map((task) => task.title);

const storedTasks = (hotelId: string) =>
  testApp.context.db.select().from(tasks).where(eq(tasks.hotelId, hotelId));
const storedTags = (taskIds: string[]) =>
  testApp.context.db.select().from(taskTags).where(inArray(taskTags.taskId, taskIds));

describe('adding tasks', () => {
  it('trims the title and tags, defaults to medium and active, and answers the task', async () => {
    const hotelId = await newHotel();
    const response = await requestAs(testApp, owner, 'POST', tasksPath(hotelId), {
      title: '  Order new towels ',
      dueDate: '2026-12-01',
      tags: [' Rooms ', 'Housekeeping'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().task).toEqual({
      id: expect.any(String),
      title: 'Order new towels',
      priority: 'medium',
      dueDate: '2026-12-01',
      completed: false,
      tags: ['Housekeeping', 'Rooms'],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [stored] = await storedTasks(hotelId);
    expect(stored).toMatchObject({ userId: owner.id, title: 'Order new towels', completed: false });
  });

  it.each([
    [{ title: '   ' }, 'title', 'Please enter a task title'],
    [{ title: 'x'.repeat(10_000) }, 'title', 'The title can be at most 200 characters long'],
    [{ title: 'Towels', tags: ['Rooms', '  '] }, 'tags.1', 'Tags cannot be blank'],
    [{ title: 'Towels', tags: ['VIP', 'vip'] }, 'tags.1', 'The tag "vip" is on this task twice'],
    [{ title: 'Towels', priority: 'urgent' }, 'priority', 'Priority must be low, medium or high'],
    [{ title: 'Towels', dueDate: '2026-02-30' }, 'dueDate', 'Please enter a real date (YYYY-MM-DD)'],
  ])('refuses %j with a clear answer and stores nothing', async (body, field, message) => {
    const hotelId = await newHotel();
    const response = await requestAs(testApp, owner, 'POST', tasksPath(hotelId), {
      dueDate: '2026-12-01',
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation',
      message,
      fields: { [field]: message },
    });
    expect(await storedTasks(hotelId)).toEqual([]);
  });

  it('stores no task when writing its tags fails (one transaction)', async () => {
    const hotelId = await newHotel();
    await failTagInserts('explodes');
    const response = await requestAs(testApp, owner, 'POST', tasksPath(hotelId), {
      title: 'Half written',
      dueDate: '2026-12-01',
      tags: ['fine', 'explodes'],
    });
    expect(response.statusCode).toBe(500);
    expect(await storedTasks(hotelId)).toEqual([]);
    expect(await list(hotelId)).toEqual({ tasks: [], nextCursor: null });
  });
});

/** A trigger that makes the database refuse one tag, standing in for any failure halfway through a write. */
async function failTagInserts(tag: string) {
  const { db } = testApp.context;
  await db.execute(
    sql.raw(`create or replace function refuse_test_tag() returns trigger language plpgsql as $$
      begin
        if new.tag = '${tag}' then raise exception 'tag refused for the test'; end if;
        return new;
      end $$`),
  );
  await db.execute(sql`drop trigger if exists refuse_test_tag on task_tags`);
  await db.execute(
    sql`create trigger refuse_test_tag before insert on task_tags for each row execute function refuse_test_tag()`,
  );
}

describe('listing tasks', () => {
  it('orders by due date, then oldest first, and keeps active and completed apart', async () => {
    const hotelId = await newHotel();
    await addTask(hotelId, { title: 'Later', dueDate: '2027-01-15' });
    await addTask(hotelId, { title: 'Soon, first written', dueDate: '2026-12-01' });
    await addTask(hotelId, { title: 'Soon, second written', dueDate: '2026-12-01' });
    const done = await addTask(hotelId, { title: 'Done', dueDate: '2026-11-01' });
    await addTask(hotelId, { title: 'Earliest', dueDate: '2026-11-20' });
    await requestAs(testApp, owner, 'PATCH', `${tasksPath(hotelId)}/${done.id}`, { completed: true });

    expect(await titles(hotelId)).toEqual([
      'Earliest',
      'Soon, first written',
      'Soon, second written',
      'Later',
    ]);
    expect(await titles(hotelId, '?completed=false')).toEqual(await titles(hotelId));
    expect(await titles(hotelId, '?completed=true')).toEqual(['Done']);
  });

  it('shows only the hotel’s own tasks', async () => {
    const [first, second] = [await newHotel(), await newHotel()];
    await addTask(first, { title: 'First hotel' });
    await addTask(second, { title: 'Second hotel' });
    expect(await titles(first)).toEqual(['First hotel']);
  });

  it('searches titles and tags in any case, with % and _ as plain characters', async () => {
    const hotelId = await newHotel();
    await addTask(hotelId, { title: 'Renew SPA contract', tags: ['Finance'] });
    await addTask(hotelId, { title: 'Repaint lobby', tags: ['Renovation', 'spa-area'] });
    await addTask(hotelId, { title: 'Offer 50% off in March', tags: ['pricing_2027'] });
    await addTask(hotelId, { title: 'Offer 500 welcome drinks' });

    expect(await titles(hotelId, '?search=spa')).toEqual(['Renew SPA contract', 'Repaint lobby']);
    expect(await titles(hotelId, '?search=FINANCE')).toEqual(['Renew SPA contract']);
    expect(await titles(hotelId, '?search=renov')).toEqual(['Repaint lobby']);
    expect(await titles(hotelId, '?search=50%25')).toEqual(['Offer 50% off in March']);
    expect(await titles(hotelId, '?search=pricing_')).toEqual(['Offer 50% off in March']);
    expect(await titles(hotelId, '?search=g_2')).toEqual(['Offer 50% off in March']);
    expect(await titles(hotelId, '?search=%25')).toEqual(['Offer 50% off in March']);
    expect(await titles(hotelId, '?search=_')).toEqual(['Offer 50% off in March']);
    expect(await titles(hotelId, '?search=%20%20')).toHaveLength(4);
    expect(await titles(hotelId, '?search=spa&completed=true')).toEqual([]);
  });

  it('finds a task by its new title and tags once they are edited, and never across a title and a tag', async () => {
    const hotelId = await newHotel();
    const task = await addTask(hotelId, { title: 'Repaint lobby', tags: ['Renovation'] });
    const edited = await requestAs(testApp, owner, 'PATCH', `${tasksPath(hotelId)}/${task.id}`, {
      title: 'Repaint the bar',
      tags: ['Winter', 'bar'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await titles(hotelId, '?search=lobby')).toEqual([]);
    expect(await titles(hotelId, '?search=renovation')).toEqual([]);
    expect(await titles(hotelId, '?search=winter')).toEqual(['Repaint the bar']);
    expect(await titles(hotelId, '?search=the%20bar')).toEqual(['Repaint the bar']);
    // The title ends in "bar" and the next tag begins with "bar": no match spans the two.
    expect(await titles(hotelId, '?search=bar%20bar')).toEqual([]);
    expect(await titles(hotelId, '?search=barbar')).toEqual([]);
  });

  it('answers pages of 50 that neither repeat nor skip a task, even for tasks written at the same moment', async () => {
    const hotelId = await newHotel();
    // 120 tasks on three days, all with the same creation time: only the id tells them apart.
    await testApp.context.db.execute(sql`
      insert into tasks (hotel_id, user_id, title, due_date, created_at)
      select ${hotelId}::uuid, ${owner.id}, 'Task ' || g, date '2026-12-01' + (g % 3), timestamptz '2026-11-24 10:00:00.123456+00'
      from generate_series(1, 120) g`);
    const seen: string[] = [];
    let cursor: string | null = null;
    const pageSizes: number[] = [];
    do {
      const page = await list(hotelId, cursor ? `?cursor=${cursor}` : '');
      pageSizes.push(page.tasks.length);
      seen.push(...page.tasks.map((task) => task.id));
      const days = page.tasks.map((task) => task.dueDate);
      expect(days).toEqual([...days].sort());
      cursor = page.nextCursor;
    } while (cursor);
    expect(pageSizes).toEqual([50, 50, 20]);
    expect(new Set(seen).size).toBe(120);
  });

  it('refuses a made-up cursor, an unknown view and an overlong search', async () => {
    const hotelId = await newHotel();
    for (const query of [
      '?cursor=bm90LWEtY3Vyc29y',
      `?cursor=${Buffer.from('2026-02-30|2026-11-24T10:00:00.000000Z|00000000-0000-0000-0000-000000000000').toString('base64url')}`,
      `?cursor=${Buffer.from('2026-12-01|2026-11-24T25:00:00.000000Z|00000000-0000-0000-0000-000000000000').toString('base64url')}`,
      '?completed=maybe',
      `?search=${'x'.repeat(201)}`,
    ]) {
      expect(
        (await requestAs(testApp, owner, 'GET', `${tasksPath(hotelId)}${query}`)).statusCode,
        query,
      ).toBe(400);
    }
  });
});

describe('remembered task lists', () => {
  it('shows every change, also one written to the database by another path, at once', async () => {
    const hotelId = await newHotel();
    const task = await addTask(hotelId, { title: 'Repaint the sign', tags: ['Outside'] });
    expect((await list(hotelId)).tasks.map((shown) => shown.tags)).toEqual([['Outside']]);
    // The list is remembered now; a tag and a title written straight to the database still show.
    await testApp.context.db.insert(taskTags).values({ taskId: task.id, tag: 'Paint' });
    expect((await list(hotelId)).tasks.map((shown) => shown.tags)).toEqual([['Outside', 'Paint']]);
    await testApp.context.db
      .update(tasks)
      .set({ title: 'Repaint the big sign' })
      .where(eq(tasks.id, task.id));
    expect(await titles(hotelId)).toEqual(['Repaint the big sign']);
    await testApp.context.db.delete(tasks).where(eq(tasks.id, task.id));
    expect(await titles(hotelId)).toEqual([]);
  });
});

describe('changing tasks', () => {
  it('edits the title, due date and tags, replacing the tags', async () => {
    const hotelId = await newHotel();
    const task = await addTask(hotelId, { title: 'Towels', priority: 'high', tags: ['Rooms', 'Linen'] });
    const response = await requestAs(testApp, owner, 'PATCH', `${tasksPath(hotelId)}/${task.id}`, {
      title: ' Order towels ',
      dueDate: '2027-01-10',
      tags: ['Linen', 'Supplier'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().task).toMatchObject({
      id: task.id,
      title: 'Order towels',
      priority: 'high',
      dueDate: '2027-01-10',
      tags: ['Linen', 'Supplier'],
      completed: false,
    });
    expect(Date.parse(response.json().task.updatedAt)).toBeGreaterThanOrEqual(Date.parse(task.updatedAt));
    expect((await storedTags([task.id])).map((row) => row.tag).sort()).toEqual(['Linen', 'Supplier']);
  });

  it('keeps the tags when a change leaves them out, and clears them when asked', async () => {
    const hotelId = await newHotel();
    const task = await addTask(hotelId, { title: 'Towels', tags: ['Rooms'] });
    const kept = await requestAs(testApp, owner, 'PATCH', `${tasksPath(hotelId)}/${task.id}`, {
      priority: 'low',
    });
    expect(kept.json().task).toMatchObject({ priority: 'low', tags: ['Rooms'] });
    const cleared = await requestAs(testApp, owner, 'PATCH', `${tasksPath(hotelId)}/${task.id}`, {
      tags: [],
    });
    expect(cleared.json().task.tags).toEqual([]);
  });

  it('ticks a task off into the completed view and back', async () => {
    const hotelId = await newHotel();
    const task = await addTask(hotelId, { title: 'Call the plumber' });
    const done = await requestAs(testApp, owner, 'PATCH', `${tasksPath(hotelId)}/${task.id}`, {
      completed: true,
    });
    expect(done.json().task).toMatchObject({ completed: true, title: 'Call the plumber' });
    expect(await titles(hotelId)).toEqual([]);
    expect(await titles(hotelId, '?completed=true')).toEqual(['Call the plumber']);
    await requestAs(testApp, owner, 'PATCH', `${tasksPath(hotelId)}/${task.id}`, { completed: false });
    expect(await titles(hotelId)).toEqual(['Call the plumber']);
    expect(await titles(hotelId, '?completed=true')).toEqual([]);
  });

  it.each([
    [{}, 'Nothing to change'],
    [{ title: '' }, 'Please enter a task title'],
    [{ tags: ['Spa', ' SPA'] }, 'The tag "SPA" is on this task twice'],
    [{ dueDate: '2026-04-31' }, 'Please enter a real date (YYYY-MM-DD)'],
    [{ completed: 'yes' }, 'Invalid input: expected boolean, received string'],
  ])('refuses %j and changes nothing', async (body, message) => {
    const hotelId = await newHotel();
    const task = await addTask(hotelId, { title: 'Towels', tags: ['Rooms'] });
    const response = await requestAs(testApp, owner, 'PATCH', `${tasksPath(hotelId)}/${task.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect((await list(hotelId)).tasks).toEqual([task]);
  });

  it('keeps the old title and tags when writing the new tags fails (one transaction)', async () => {
    const hotelId = await newHotel();
    const task = await addTask(hotelId, { title: 'Towels', tags: ['Rooms'] });
    await failTagInserts('breaks');
    const response = await requestAs(testApp, owner, 'PATCH', `${tasksPath(hotelId)}/${task.id}`, {
      title: 'Renamed',
      tags: ['breaks'],
    });
    expect(response.statusCode).toBe(500);
    expect((await list(hotelId)).tasks).toEqual([task]);
  });

  it('deletes a task with its tags', async () => {
    const hotelId = await newHotel();
    const task = await addTask(hotelId, { title: 'Towels', tags: ['Rooms', 'Linen'] });
    const keep = await addTask(hotelId, { title: 'Keep me' });
    const response = await requestAs(testApp, owner, 'DELETE', `${tasksPath(hotelId)}/${task.id}`);
    expect(response.statusCode).toBe(204);
    expect(await titles(hotelId)).toEqual(['Keep me']);
    expect(await storedTags([task.id])).toEqual([]);
    expect((await requestAs(testApp, owner, 'DELETE', `${tasksPath(hotelId)}/${task.id}`)).statusCode).toBe(
      404,
    );
    expect(keep.title).toBe('Keep me');
  });
});

describe('other users’ hotels and tasks', () => {
  it('answers 404 for another user’s hotel and changes nothing', async () => {
    const stranger = await buildUser(testApp);
    const hotelId = await newHotel();
    const task = await addTask(hotelId, { title: 'Owner only', tags: ['secret'] });
    const path = `${tasksPath(hotelId)}/${task.id}`;
    for (const [method, url, body] of [
      ['GET', tasksPath(hotelId), undefined],
      ['POST', tasksPath(hotelId), { title: 'Intruder', dueDate: '2026-12-01' }],
      ['PATCH', path, { title: 'Taken over' }],
      ['DELETE', path, undefined],
    ] as const) {
      const response = await requestAs(testApp, stranger, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Owner only');
    }
    expect((await list(hotelId)).tasks).toEqual([task]);
  });

  it('answers 404 for another user’s task under one’s own hotel, and for ids that are not ids', async () => {
    const stranger = await buildUser(testApp);
    const strangersHotel = await newHotel(stranger);
    const hotelId = await newHotel();
    const task = await addTask(hotelId, { title: 'Owner only' });
    for (const taskId of [task.id, 'not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      const path = `${tasksPath(strangersHotel)}/${taskId}`;
      const patch = await requestAs(testApp, stranger, 'PATCH', path, { completed: true });
      expect(patch.statusCode, taskId).toBe(404);
      expect(patch.json().error.message).toBe('Task not found');
      expect((await requestAs(testApp, stranger, 'DELETE', path)).statusCode, taskId).toBe(404);
    }
    expect((await list(hotelId)).tasks).toEqual([task]);
  });
});
