import type { FastifyInstance } from 'fastify';
import {
  descriptionLanguageChangeSchema,
  descriptionQuerySchema,
  descriptionSaveSchema,
  descriptionVariantsRequestSchema,
} from '@common/content/schemas';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { validate } from '../../lib/validate';
import { changeHotelDescriptionLanguage, changeRoomDescriptionLanguage } from './description-language';
import { generateDescriptionVariants } from './description-variants';
import { defineLanguagePassJob } from './language-pass-job';
import {
  getHotelDescription,
  getRoomDescription,
  saveHotelDescription,
  saveRoomDescription,
} from './service';

type HotelParams = { Params: { hotelId: string } };
type RoomParams = { Params: { hotelId: string; roomId: string } };

/**
 * Hotel and room descriptions, one per language, the language a description is written in (issue 37), and
 * generated variants (spec part 2, sections 2 and 4).
 */
export function registerDescriptionRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  defineLanguagePassJob(app, context);

  app.get<HotelParams>('/api/hotels/:hotelId/description', async (request) => {
    const { language } = validate(descriptionQuerySchema, request.query);
    return getHotelDescription(db, currentUser(request).id, request.params.hotelId, language);
  });

  app.put<HotelParams>('/api/hotels/:hotelId/description', async (request) => {
    const input = validate(descriptionSaveSchema, request.body);
    return saveHotelDescription(context, currentUser(request).id, request.params.hotelId, input);
  });

  app.put<HotelParams>('/api/hotels/:hotelId/description/language', async (request) => {
    const change = validate(descriptionLanguageChangeSchema, request.body);
    return changeHotelDescriptionLanguage(db, currentUser(request).id, request.params.hotelId, change);
  });

  app.post<HotelParams>('/api/hotels/:hotelId/description/variants', async (request) => {
    const input = validate(descriptionVariantsRequestSchema, request.body);
    return generateDescriptionVariants(context, currentUser(request).id, request.params.hotelId, input);
  });

  app.get<RoomParams>('/api/hotels/:hotelId/rooms/:roomId/description', async (request) => {
    const { language } = validate(descriptionQuerySchema, request.query);
    const { hotelId, roomId } = request.params;
    return getRoomDescription(db, currentUser(request).id, hotelId, roomId, language);
  });

  app.put<RoomParams>('/api/hotels/:hotelId/rooms/:roomId/description', async (request) => {
    const input = validate(descriptionSaveSchema, request.body);
    const { hotelId, roomId } = request.params;
    return saveRoomDescription(context, currentUser(request).id, hotelId, roomId, input);
  });

  app.put<RoomParams>('/api/hotels/:hotelId/rooms/:roomId/description/language', async (request) => {
    const change = validate(descriptionLanguageChangeSchema, request.body);
    const { hotelId, roomId } = request.params;
    return changeRoomDescriptionLanguage(db, currentUser(request).id, hotelId, roomId, change);
  });
}
