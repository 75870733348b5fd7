import type { FastifyInstance } from 'fastify';
import { hotelInputSchema } from '@common/hotels/schemas';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { validate } from '../../lib/validate';
import { deleteHotelData } from './delete-hotel';
import { assertHotelDeletable, createHotel, listHotels, updateHotel } from './service';

export function registerHotelRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;

  app.get('/api/hotels', async (request) => {
    const user = currentUser(request);
    return { hotels: await listHotels(db, user.id) };
  });

  app.post('/api/hotels', async (request, reply) => {
    const user = currentUser(request);
    const input = validate(hotelInputSchema, request.body);
    return reply.status(201).send({ hotel: await createHotel(db, user.id, input) });
  });

  app.put<{ Params: { hotelId: string } }>('/api/hotels/:hotelId', async (request) => {
    const user = currentUser(request);
    const input = validate(hotelInputSchema, request.body);
    return { hotel: await updateHotel(db, user.id, request.params.hotelId, input) };
  });

  app.delete<{ Params: { hotelId: string } }>('/api/hotels/:hotelId', async (request, reply) => {
    const user = currentUser(request);
    await assertHotelDeletable(db, user.id, request.params.hotelId);
    await deleteHotelData(context, request.params.hotelId);
    return reply.status(204).send();
  });
}
