import type { FastifyInstance } from 'fastify';
import { publishingSwitchSchema } from '@common/publishing/schemas';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { validate } from '../../lib/validate';
import { getPublishing, renewPublicId, setPublishing } from './service';

type HotelParams = { Params: { hotelId: string } };

/** The owner's publishing switch and public id (common/src/publishing/schemas.ts). */
export function registerPublishingRoutes(app: FastifyInstance, { db }: AppContext) {
  const path = '/api/hotels/:hotelId/publishing';

  app.get<HotelParams>(path, async (request) =>
    getPublishing(db, currentUser(request).id, request.params.hotelId),
  );

  app.put<HotelParams>(path, async (request) => {
    const { publishContent } = validate(publishingSwitchSchema, request.body);
    return setPublishing(db, currentUser(request).id, request.params.hotelId, publishContent);
  });

  app.post<HotelParams>(`${path}/public-id`, async (request) =>
    renewPublicId(db, currentUser(request).id, request.params.hotelId),
  );
}
