import type { FastifyInstance, FastifyRequest } from 'fastify';
import { alpineBitsLimits } from '@common/alpinebits/limits';
import {
  saveAlpineBitsSchema,
  testAlpineBitsSchema,
  updateAlpineBitsSchema,
} from '@common/alpinebits/schemas';
import { alpineBitsTexts } from '@common/alpinebits/texts';
import type { AppContext } from '../../http/context';
import { perUser } from '../../http/rate-limit-keys';
import { currentUser } from '../../http/session';
import { validate } from '../../lib/validate';
import { startAutoPushSweep } from './auto-push';
import { defaultAlpineBitsTimings, type AlpineBitsDeps, type AlpineBitsTimings } from './deps';
import { defineAlpineBitsPushJob } from './push-job';
import { requestPush } from './queue-push';
import { alpineBitsPasswordKey } from './sealed-password';
import { disconnect, getAlpineBits, saveConnection, testConnection, updateSettings } from './service';

type HotelParams = { Params: { hotelId: string } };

/** Each handshake and push is traffic to an address the user chose: counted per user and hotel. */
const perUserAndHotel = (request: FastifyRequest) =>
  `${perUser(request)}|${(request as FastifyRequest<HotelParams>).params.hotelId}`;

const limited = (max: number, message: string) => ({
  config: {
    rateLimit: {
      max,
      timeWindow: '1 hour',
      keyGenerator: perUserAndHotel,
      errorResponseBuilder: () => ({ statusCode: 429, message }),
    },
  },
});

/**
 * A hotel's AlpineBits connection and the pushes of its content (issue 33; routes in
 * common/src/alpinebits/schemas.ts), the push job and the automatic push's sweep.
 */
export function registerAlpineBitsRoutes(
  app: FastifyInstance,
  context: AppContext,
  timings: Partial<AlpineBitsTimings> = {},
) {
  const deps: AlpineBitsDeps = {
    db: context.db,
    log: context.log,
    config: context.config,
    jobs: context.jobs,
    storage: context.storage,
    passwordKey: alpineBitsPasswordKey(context.config.secretKey),
    timings: { ...defaultAlpineBitsTimings, ...timings },
  };
  defineAlpineBitsPushJob(deps);
  startAutoPushSweep(app, deps);
  const handshakes = limited(alpineBitsLimits.handshakesPerHour, alpineBitsTexts.tooManyHandshakes);

  app.get<HotelParams>('/api/hotels/:hotelId/alpinebits', async (request) =>
    getAlpineBits(deps, currentUser(request).id, request.params.hotelId),
  );

  app.put<HotelParams>('/api/hotels/:hotelId/alpinebits', handshakes, async (request) => {
    const input = validate(saveAlpineBitsSchema, request.body);
    return saveConnection(deps, currentUser(request).id, request.params.hotelId, input);
  });

  app.patch<HotelParams>('/api/hotels/:hotelId/alpinebits', async (request) => {
    const input = validate(updateAlpineBitsSchema, request.body);
    return updateSettings(deps, currentUser(request).id, request.params.hotelId, input);
  });

  app.delete<HotelParams>('/api/hotels/:hotelId/alpinebits', async (request, reply) => {
    await disconnect(deps, currentUser(request).id, request.params.hotelId);
    return reply.status(204).send();
  });

  app.post<HotelParams>('/api/hotels/:hotelId/alpinebits/handshake', handshakes, async (request) => {
    const input = validate(testAlpineBitsSchema, request.body);
    return testConnection(deps, currentUser(request).id, request.params.hotelId, input);
  });

  app.post<HotelParams>(
    '/api/hotels/:hotelId/alpinebits/push',
    limited(alpineBitsLimits.pushesPerHour, alpineBitsTexts.tooManyPushes),
    async (request, reply) => {
      const answer = await requestPush(deps, currentUser(request).id, request.params.hotelId);
      return reply.status(202).send(answer);
    },
  );
}
