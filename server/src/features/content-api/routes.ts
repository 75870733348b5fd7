import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { photosQuerySchema } from '@common/content-api/photos';
import type { AppContext } from '../../http/context';
import { sendSharedJson } from '../../http/encoded-json';
import { matchesIfNoneMatch } from '../../http/etag';
import { validate } from '../../lib/validate';
import { currentApiKey } from '../api-keys/key-principal';
import {
  contentApiDeps,
  getContentDescriptions,
  getContentFacilities,
  getContentHotel,
  getContentPhotos,
  getContentRoom,
  getContentRooms,
  getContentTemplates,
  listKeyHotels,
  requirePublishedHotel,
  type ContentApiDeps,
  type VersionedAnswer,
} from './service';

type HotelParams = { Params: { hotelId: string } };
type RoomParams = { Params: { hotelId: string; roomId: string } };

/**
 * Clients may keep an answer but must ask again each time (with If-None-Match, answered 304 while unchanged); no
 * shared cache keeps it, as it was read with a key.
 */
const cacheControl = 'private, no-cache';

/** Key routes (the key door opens them, features/api-keys/key-door.ts); answers are encoded once and shared. */
const keyRoute: RouteShorthandOptions = { config: { access: 'apiKey' }, compress: false };

/** 304 while the client holds this answer, else the answer; the ETag is known before anything is read. */
async function sendVersioned<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: VersionedAnswer<T>,
) {
  reply.header('etag', answer.etag).header('cache-control', cacheControl);
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return sendSharedJson(request, reply, await answer.read());
}

/** The published hotel of the URL, if the request's key may read it (404 otherwise). */
const hotelOf = (deps: ContentApiDeps, request: FastifyRequest<HotelParams>) =>
  requirePublishedHotel(deps, currentApiKey(request), request.params.hotelId);

/**
 * The content API (issue 34; common/src/content-api/): the hotels a key may read, read-only, each answer shaped
 * by its schema's view (nothing private leaves), with a strong ETag. Documented by openapi-routes.ts.
 */
export function registerContentApiRoutes(app: FastifyInstance, context: AppContext) {
  const deps = contentApiDeps(context);

  app.get('/api/v1/hotels', keyRoute, async (request, reply) =>
    sendVersioned(request, reply, await listKeyHotels(deps, currentApiKey(request))),
  );

  app.get<HotelParams>('/api/v1/hotels/:hotelId', keyRoute, async (request, reply) =>
    sendVersioned(request, reply, getContentHotel(deps, await hotelOf(deps, request))),
  );

  app.get<HotelParams>('/api/v1/hotels/:hotelId/rooms', keyRoute, async (request, reply) =>
    sendVersioned(request, reply, getContentRooms(deps, await hotelOf(deps, request))),
  );

  app.get<RoomParams>('/api/v1/hotels/:hotelId/rooms/:roomId', keyRoute, async (request, reply) =>
    sendVersioned(request, reply, getContentRoom(deps, await hotelOf(deps, request), request.params.roomId)),
  );

  app.get<HotelParams>('/api/v1/hotels/:hotelId/photos', keyRoute, async (request, reply) => {
    const hotel = await hotelOf(deps, request);
    const query = validate(photosQuerySchema, request.query);
    return sendVersioned(request, reply, getContentPhotos(deps, hotel, query));
  });

  app.get<HotelParams>('/api/v1/hotels/:hotelId/facilities', keyRoute, async (request, reply) =>
    sendVersioned(request, reply, getContentFacilities(deps, await hotelOf(deps, request))),
  );

  app.get<HotelParams>('/api/v1/hotels/:hotelId/descriptions', keyRoute, async (request, reply) =>
    sendVersioned(request, reply, getContentDescriptions(deps, await hotelOf(deps, request))),
  );

  app.get<HotelParams>('/api/v1/hotels/:hotelId/templates', keyRoute, async (request, reply) =>
    sendVersioned(request, reply, getContentTemplates(deps, await hotelOf(deps, request))),
  );
}
