import type { FastifyInstance } from 'fastify';
import type { HotelPoliciesResponse } from '@common/content/policies';
import { hotelPoliciesSchema } from '@common/content/policies';
import { featureSwitchSchema } from '@common/content/schemas';
import type { AppContext } from '../../http/context';
import { sendSharedJson } from '../../http/encoded-json';
import { currentUser } from '../../http/session';
import { RememberedAnswers } from '../../lib/remembered-answers';
import { validate } from '../../lib/validate';
import { getHotelPolicies, saveHotelPolicies } from './policies';
import { listHotelFeatures, listRoomFeatures, switchHotelFeature, switchRoomFeature } from './service';

type HotelParams = { Params: { hotelId: string } };
type HotelFeatureParams = { Params: { hotelId: string; featureId: string } };
type RoomParams = { Params: { hotelId: string; roomId: string } };
type RoomFeatureParams = { Params: { hotelId: string; roomId: string; featureId: string } };

/** Facilities and policies of a hotel, features of a room: grouped lists and on/off switches. */
export function registerHotelFeatureRoutes(app: FastifyInstance, context: AppContext) {
  // Feature lists are remembered per hotel version (about 10 KB each) and sent as shared, already encoded JSON.
  const reads = { db: context.db, answers: new RememberedAnswers(300) };

  app.get<HotelParams>('/api/hotels/:hotelId/features', { compress: false }, async (request, reply) => {
    const features = await listHotelFeatures(reads, currentUser(request).id, request.params.hotelId);
    return sendSharedJson(request, reply, features);
  });

  app.put<HotelFeatureParams>('/api/hotels/:hotelId/features/:featureId', async (request) => {
    const { active } = validate(featureSwitchSchema, request.body);
    const { hotelId, featureId } = request.params;
    return switchHotelFeature(context, currentUser(request).id, hotelId, featureId, active);
  });

  app.get<HotelParams>('/api/hotels/:hotelId/policies', async (request): Promise<HotelPoliciesResponse> => {
    const policies = await getHotelPolicies(context, currentUser(request).id, request.params.hotelId);
    return { policies };
  });

  app.put<HotelParams>('/api/hotels/:hotelId/policies', async (request): Promise<HotelPoliciesResponse> => {
    const input = validate(hotelPoliciesSchema, request.body);
    const userId = currentUser(request).id;
    return { policies: await saveHotelPolicies(context, userId, request.params.hotelId, input) };
  });

  app.get<RoomParams>(
    '/api/hotels/:hotelId/rooms/:roomId/features',
    { compress: false },
    async (request, reply) => {
      const { hotelId, roomId } = request.params;
      const features = await listRoomFeatures(reads, currentUser(request).id, hotelId, roomId);
      return sendSharedJson(request, reply, features);
    },
  );

  app.put<RoomFeatureParams>('/api/hotels/:hotelId/rooms/:roomId/features/:featureId', async (request) => {
    const { active } = validate(featureSwitchSchema, request.body);
    const { hotelId, roomId, featureId } = request.params;
    return switchRoomFeature(context, currentUser(request).id, hotelId, roomId, featureId, active);
  });
}
