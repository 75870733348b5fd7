import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { listHotels } from './service';

export function registerHotelRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/api/hotels', async (request) => {
    const user = currentUser(request);
    return { hotels: await listHotels(db, user.id) };
  });
}
