import { taskTags, tasks } from '../../src/db/schema';
import { buildHotel } from '../factories';
import { addTenantCases, type TenantFixture } from '../tenant-cases';

/** The owner's hotel with one tagged task, written as the product writes it. */
async function ownerTask({ testApp, owner }: TenantFixture) {
  const hotel = await buildHotel(testApp, owner.id);
  const [task] = await testApp.context.db
    .insert(tasks)
    .values({ hotelId: hotel.id, userId: owner.id, title: 'Owner secret task', dueDate: '2026-12-01' })
    .returning();
  if (!task) throw new Error('task insert failed');
  await testApp.context.db.insert(taskTags).values({ taskId: task.id, tag: 'owner-tag' });
  return { hotelId: hotel.id, taskId: task.id };
}

addTenantCases(
  {
    route: 'GET /api/hotels/:hotelId/tasks',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${(await ownerTask(fixture)).hotelId}/tasks`,
    }),
  },
  {
    route: 'POST /api/hotels/:hotelId/tasks',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'POST',
      url: `/api/hotels/${(await ownerTask(fixture)).hotelId}/tasks`,
      payload: { title: 'Order towels', dueDate: '2026-12-02', tags: ['Rooms'] },
    }),
  },
  {
    route: 'PATCH /api/hotels/:hotelId/tasks/:taskId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotelId, taskId } = await ownerTask(fixture);
      return {
        method: 'PATCH',
        url: `/api/hotels/${hotelId}/tasks/${taskId}`,
        payload: { title: 'Renamed', completed: true, tags: [] },
      };
    },
  },
  {
    route: 'DELETE /api/hotels/:hotelId/tasks/:taskId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotelId, taskId } = await ownerTask(fixture);
      return { method: 'DELETE', url: `/api/hotels/${hotelId}/tasks/${taskId}` };
    },
  },
);
