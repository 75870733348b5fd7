import type { FastifyInstance } from 'fastify';
import { contentLanguagesSaveSchema } from '@common/languages/schemas';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { validate } from '../../lib/validate';
import { getContentLanguages, saveContentLanguages } from './service';

type HotelParams = { Params: { hotelId: string } };

/** The owner's content languages of a hotel, Settings -> Hotel (common/src/languages/schemas.ts). */
export function registerContentLanguageRoutes(app: FastifyInstance, { db }: AppContext) {
  const path = '/api/hotels/:hotelId/content-languages';

  app.get<HotelParams>(path, async (request) =>
    getContentLanguages(db, currentUser(request).id, request.params.hotelId),
  );

  app.put<HotelParams>(path, async (request) => {
    const input = validate(contentLanguagesSaveSchema, request.body);
    return saveContentLanguages(db, currentUser(request).id, request.params.hotelId, input);
  });
}
