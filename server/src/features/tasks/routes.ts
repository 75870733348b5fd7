import type { FastifyInstance } from 'fastify';
import { taskCreateSchema, taskListQuerySchema, taskUpdateSchema } from '@common/tasks/schemas';
import type { AppContext } from '../../http/context';
import { sendSharedJson } from '../../http/encoded-json';
import { currentUser } from '../../http/session';
import { RememberedAnswers } from '../../lib/remembered-answers';
import { validate } from '../../lib/validate';
import { createTask, deleteTask, listTasks, updateTask } from './service';

type HotelParams = { Params: { hotelId: string } };
type TaskParams = { Params: { hotelId: string; taskId: string } };

/** The dashboard's 'My Tasks' of a hotel: list, add, edit or tick off, delete (spec part 1, section 2). */
export function registerTaskRoutes(app: FastifyInstance, context: AppContext) {
  // Pages of about 13 KB (50 tasks), remembered per tasks version with their compressed copies.
  const reads = { db: context.db, answers: new RememberedAnswers(500) };

  app.get<HotelParams>('/api/hotels/:hotelId/tasks', { compress: false }, async (request, reply) => {
    const query = validate(taskListQuerySchema, request.query);
    const page = await listTasks(reads, currentUser(request).id, request.params.hotelId, query);
    return sendSharedJson(request, reply, page);
  });

  app.post<HotelParams>('/api/hotels/:hotelId/tasks', async (request, reply) => {
    const input = validate(taskCreateSchema, request.body);
    const task = await createTask(context, currentUser(request).id, request.params.hotelId, input);
    return reply.status(201).send({ task });
  });

  app.patch<TaskParams>('/api/hotels/:hotelId/tasks/:taskId', async (request) => {
    const input = validate(taskUpdateSchema, request.body);
    const { hotelId, taskId } = request.params;
    return { task: await updateTask(context, currentUser(request).id, hotelId, taskId, input) };
  });

  app.delete<TaskParams>('/api/hotels/:hotelId/tasks/:taskId', async (request, reply) => {
    await deleteTask(context, currentUser(request).id, request.params.hotelId, request.params.taskId);
    return reply.status(204).send();
  });
}
