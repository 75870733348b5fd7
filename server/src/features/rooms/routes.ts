import type { FastifyInstance } from 'fastify';
import { roomCreateSchema, roomListQuerySchema, roomUpdateSchema } from '@common/rooms/schemas';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { validate } from '../../lib/validate';
import { createRoom, deleteRoom, listRooms, updateRoom } from './service';

type HotelParams = { Params: { hotelId: string } };
type RoomParams = { Params: { hotelId: string; roomId: string } };

/** Rooms of a hotel: list, add, rename or retype, delete (spec part 2, section 2 "Rooms page"). */
export function registerRoomRoutes(app: FastifyInstance, context: AppContext) {
  app.get<HotelParams>('/api/hotels/:hotelId/rooms', async (request) => {
    const { order } = validate(roomListQuerySchema, request.query);
    return { rooms: await listRooms(context, currentUser(request).id, request.params.hotelId, order) };
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

  app.delete<RoomParams>('/api/hotels/:hotelId/rooms/:roomId', async (request, reply) => {
    await deleteRoom(context, currentUser(request).id, request.params.hotelId, request.params.roomId);
    return reply.status(204).send();
  });
}
