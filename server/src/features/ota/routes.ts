import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkUrlQuerySchema,
  connectionChecksPerHour,
  createContextSchema,
  createSessionSchema,
  navigateSchema,
  otaStatusSchema,
} from '@common/ota/schemas';
import { perUser } from '../../http/rate-limit-keys';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { otaTexts } from '@common/ota/texts';
import { validate } from '../../lib/validate';
import { checkSessionUrl, createSession, navigateSession, requireOwnSession } from './browser-sessions';
import { deleteOta, listOtas, setOtaStatus, syncOta } from './connections';
import type { OtaDeps } from './deps';
import { startExpirySweep } from './expiry-sweep';
import { resealOlderLogins } from './reseal-logins';
import { liveTokenKey } from './live-token';
import { registerLiveViewRoute } from './live-view-route';
import { saveLogin } from './save-login';
import { sealingKey } from './sealed-login';

type HotelParams = { Params: { hotelId: string } };
type OtaParams = { Params: { hotelId: string; otaId: string } };
type SessionParams = { Params: { sessionId: string } };

/** Each session starts a browser context on the server: a user opens at most this many an hour. */
const sessionsPerHour = 20;
/** A check holds a live browser for up to half a minute: counted per user and hotel, so one cannot fill them. */
const perUserAndHotel = (request: FastifyRequest<HotelParams>) =>
  `${perUser(request)}|${request.params.hotelId}`;

/** OTA connections (spec part 1, sections 2-5, 7-9) and the live remote browser they are made with. */
export function registerOtaRoutes(app: FastifyInstance, context: AppContext) {
  const deps: OtaDeps = {
    db: context.db,
    log: context.log,
    remoteBrowser: context.remoteBrowser,
    keys: {
      sealing: sealingKey(context.config.secretKey),
      liveToken: liveTokenKey(context.config.secretKey),
    },
  };
  startExpirySweep(app, deps);
  // Logins sealed before their channel was bound into the seal are sealed again, once (issue 30, point 10).
  app.addHook('onReady', async () => resealOlderLogins(deps));

  app.get<HotelParams>('/api/hotels/:hotelId/otas', async (request) => ({
    otas: await listOtas(deps, currentUser(request).id, request.params.hotelId),
  }));

  app.delete<OtaParams>('/api/hotels/:hotelId/otas/:otaId', async (request, reply) => {
    await deleteOta(deps, currentUser(request).id, request.params.hotelId, request.params.otaId);
    return reply.status(204).send();
  });

  app.post<OtaParams>(
    '/api/hotels/:hotelId/otas/:otaId/sync',
    {
      config: {
        rateLimit: {
          max: connectionChecksPerHour,
          timeWindow: '1 hour',
          keyGenerator: (request) => perUserAndHotel(request as FastifyRequest<HotelParams>),
          errorResponseBuilder: () => ({ statusCode: 429, message: otaTexts.tooManyChecks }),
        },
      },
    },
    async (request) => syncOta(deps, currentUser(request).id, request.params.hotelId, request.params.otaId),
  );

  app.post(
    '/api/remote-browser/sessions',
    { config: { rateLimit: { max: sessionsPerHour, timeWindow: '1 hour', keyGenerator: perUser } } },
    async (request, reply) => {
      const input = validate(createSessionSchema, request.body);
      return reply.status(201).send(await createSession(deps, currentUser(request), input));
    },
  );

  app.post<SessionParams>('/api/remote-browser/sessions/:sessionId/navigate', async (request) => {
    const session = requireOwnSession(deps, currentUser(request).id, request.params.sessionId);
    const { url } = validate(navigateSchema, request.body);
    await navigateSession(session, url);
    return { status: 'ok' };
  });

  app.post<SessionParams>('/api/remote-browser/sessions/:sessionId/keep-alive', async (request) => {
    requireOwnSession(deps, currentUser(request).id, request.params.sessionId).keepAlive();
    return { status: 'ok' };
  });

  app.delete<SessionParams>('/api/remote-browser/sessions/:sessionId', async (request) => {
    const session = requireOwnSession(deps, currentUser(request).id, request.params.sessionId);
    await deps.remoteBrowser.closeSession(session.id);
    return { status: 'closed' };
  });

  app.get('/api/remote-browser/check-url', async (request) => {
    const { sessionId } = validate(checkUrlQuerySchema, request.query);
    return checkSessionUrl(requireOwnSession(deps, currentUser(request).id, sessionId));
  });

  app.post('/api/remote-browser/contexts', async (request, reply) => {
    const input = validate(createContextSchema, request.body);
    return reply.status(201).send(await saveLogin(deps, currentUser(request).id, input));
  });

  app.post('/api/remote-browser/ota-status', async (request) => {
    const input = validate(otaStatusSchema, request.body);
    return { ota: await setOtaStatus(deps, currentUser(request).id, input) };
  });

  registerLiveViewRoute(app, deps);
}
