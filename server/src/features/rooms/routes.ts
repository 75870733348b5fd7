import type { FastifyInstance } from 'fastify';
import { roomCreateSchema, roomListQuerySchema, roomUpdateSchema } from '@common/rooms/schemas';
import type { AppContext } from '../../http/context';
import { sendSharedJson } from '../../http/encoded-json';
import { currentUser } from '../../http/session';
import { RememberedAnswers } from '../../lib/remembered-answers';
import { validate } from '../../lib/validate';
import { trashRoomOrTemplate } from '../trash/service';
import { createRoom, listRooms, updateRoom } from './service';

type HotelParams = { Params: { hotelId: string } };
type RoomParams = { Params: { hotelId: string; roomId: string } };

/** Rooms of a hotel: list, add, rename or retype, delete (spec part 2, section 2 "Rooms page"). */
export function registerRoomRoutes(app: FastifyInstance, context: AppContext) {
  // Room lists are remembered per hotel version (a few KB each) and sent as shared, already encoded JSON.
  const reads = { ...context, answers: new RememberedAnswers(300) };

  app.get<HotelParams>('/api/hotels/:hotelId/rooms', { compress: false }, async (request, reply) => {
    const { order } = validate(roomListQuerySchema, request.query);
    const list = await listRooms(reads, currentUser(request).id, request.params.hotelId, order);
    return sendSharedJson(request, reply, list);
  });

  app.post<HotelParams>('/api/hotels/:hotelId/rooms', async (request, reply) => {
    const input = validate(roomCreateSchema, request.body);
    const room = await createRoom(context, currentUser(request).id, request.params.hotelId, input);
    return reply.status(201).send({ room });
  });

  app.patch<RoomParams>('/api/hotels/:hotelId/rooms/:roomId', async (request) => {
    const input = validate(roomUpdateSchema, request.body);
    const { hotelId, roomId } = request.params;
    return { room: await updateRoom(context, currentUser(request).id, hotelId, roomId, input) };
  });

  // Deleting a room moves it to the trash, from which it can be restored for 30 days (features/trash).
  app.delete<RoomParams>('/api/hotels/:hotelId/rooms/:roomId', async (request, reply) => {
    const { hotelId, roomId } = request.params;
    await trashRoomOrTemplate(context.db, currentUser(request).id, hotelId, 'rooms', roomId);
    return reply.status(204).send();
  });
}
