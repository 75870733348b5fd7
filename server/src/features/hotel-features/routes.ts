import type { FastifyInstance } from 'fastify';
import { featureSwitchSchema } from '@common/content/schemas';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { validate } from '../../lib/validate';
import { listHotelFeatures, listRoomFeatures, switchHotelFeature, switchRoomFeature } from './service';

type HotelParams = { Params: { hotelId: string } };
type HotelFeatureParams = { Params: { hotelId: string; featureId: string } };
type RoomParams = { Params: { hotelId: string; roomId: string } };
type RoomFeatureParams = { Params: { hotelId: string; roomId: string; featureId: string } };

/** Facilities and policies of a hotel, features of a room: grouped lists and on/off switches. */
export function registerHotelFeatureRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;

  app.get<HotelParams>('/api/hotels/:hotelId/features', async (request) =>
    listHotelFeatures(db, currentUser(request).id, request.params.hotelId),
  );

  app.put<HotelFeatureParams>('/api/hotels/:hotelId/features/:featureId', async (request) => {
    const { active } = validate(featureSwitchSchema, request.body);
    const { hotelId, featureId } = request.params;
    return switchHotelFeature(context, currentUser(request).id, hotelId, featureId, active);
  });

  app.get<RoomParams>('/api/hotels/:hotelId/rooms/:roomId/features', async (request) =>
    listRoomFeatures(db, currentUser(request).id, request.params.hotelId, request.params.roomId),
  );

  app.put<RoomFeatureParams>('/api/hotels/:hotelId/rooms/:roomId/features/:featureId', async (request) => {
    const { active } = validate(featureSwitchSchema, request.body);
    const { hotelId, roomId, featureId } = request.params;
    return switchRoomFeature(context, currentUser(request).id, hotelId, roomId, featureId, active);
  });
}
