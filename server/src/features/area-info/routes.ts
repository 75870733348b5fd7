import type { FastifyInstance } from 'fastify';
import { areaInfoSaveSchema } from '@common/content/schemas';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { validate } from '../../lib/validate';
import { getAreaInfo, saveAreaInfo } from './service';

type HotelParams = { Params: { hotelId: string } };

/** Hotel Area Info (DECISIONS.md point 21): the location and an editable text about the area. */
export function registerAreaInfoRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<HotelParams>('/api/hotels/:hotelId/area', async (request) =>
    getAreaInfo(db, currentUser(request).id, request.params.hotelId),
  );

  app.put<HotelParams>('/api/hotels/:hotelId/area', async (request) => {
    const { text } = validate(areaInfoSaveSchema, request.body);
    return saveAreaInfo(db, currentUser(request).id, request.params.hotelId, text);
  });
}
