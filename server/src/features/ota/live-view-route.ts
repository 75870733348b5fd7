import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LiveViewLinks } from '@common/ota/schemas';
import { otaTexts } from '@common/ota/texts';
import { perUser } from '../../http/rate-limit-keys';
import { currentUser } from '../../http/session';
import { AppError } from '../../lib/app-error';
import { requireOwnSession } from './browser-sessions';
import type { OtaDeps } from './deps';
import { liveViewAddresses, SpentLiveTokens, verifyLiveToken } from './live-token';

type LiveRequest = { Params: { sessionId: string }; Querystring: { token?: string } };
type SessionParams = { Params: { sessionId: string } };

/** Fresh live-view links one user may ask for in a minute (each reload of the viewer asks once). */
export const liveLinksPerMinute = 30;

/**
 * The live view's WebSocket (common/src/ota/live-view-protocol.ts) and the fresh links it is opened with. The
 * browser session holds a hotel's extranet login, so the socket opens only for its owner: the session guard
 * wants the cookie (the viewer page is same-origin with the app, in its iframe, so the cookie comes along),
 * origin-check.ts wants the app's own Origin, and here the session must be the caller's and open, the token
 * this session's, unexpired and unused, and no other viewer open. Everything is refused before the upgrade.
 */
export function registerLiveViewRoute(app: FastifyInstance, deps: Pick<OtaDeps, 'remoteBrowser' | 'keys'>) {
  const spentTokens = new SpentLiveTokens();

  /** The caller's own session, still open: another user's or an ended one answers 404 alike. */
  const openOwnSession = (request: FastifyRequest<SessionParams>) => {
    const session = requireOwnSession(deps, currentUser(request).id, request.params.sessionId);
    if (session.state() !== 'open') throw new AppError('notFound', otaTexts.sessionNotFound);
    return session;
  };

  // A reload of the viewer page, or a viewer that lost its socket, asks here: its first token is spent.
  // Each link is a token remembered until it expires once spent: a reloading viewer needs a few, not thousands.
  app.post<SessionParams>(
    '/api/remote-browser/sessions/:sessionId/live-link',
    {
      config: {
        rateLimit: {
          max: liveLinksPerMinute,
          timeWindow: '1 minute',
          keyGenerator: perUser,
        },
      },
    },
    async (request): Promise<LiveViewLinks> => {
      const session = openOwnSession(request);
      return liveViewAddresses(deps.keys.liveToken, session.id, session.ownerId);
    },
  );

  app.get<LiveRequest>(
    '/api/remote-browser/sessions/:sessionId/live',
    {
      websocket: true,
      preValidation: async (request) => {
        const session = openOwnSession(request);
        const token = typeof request.query.token === 'string' ? request.query.token : undefined;
        if (
          !token ||
          !verifyLiveToken(deps.keys.liveToken, token, session.id, session.ownerId) ||
          spentTokens.has(token)
        )
          throw new AppError('unauthenticated', otaTexts.sessionNotFound);
        if (session.hasViewer()) throw new AppError('conflict', otaTexts.liveViewOpenElsewhere);
        // Spent only now, so that a refusal above leaves the owner's link usable.
        spentTokens.spend(token);
      },
    },
    (socket, request) => {
      const session = deps.remoteBrowser.getSession(request.params.sessionId);
      if (session?.state() !== 'open') {
        socket.close(1000, 'Session ended');
        return;
      }
      session.touch();
      session.attachViewer(socket);
    },
  );
}
