import type { FastifyInstance } from 'fastify';
import { otaTexts } from '@common/ota/texts';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../hotels/service';
import type { OtaDeps } from './deps';
import { verifyLiveToken } from './live-token';

type LiveRequest = { Params: { sessionId: string }; Querystring: { token?: string } };

/**
 * The live view's WebSocket (common/src/ota/live-view-protocol.ts). The viewer page opens it inside the
 * connection window's iframe, so it is authorised by the short-lived token of liveViewLink, not by the session
 * cookie: the token must name this session and its owner and must not have expired. Refused before the upgrade.
 */
export function registerLiveViewRoute(app: FastifyInstance, deps: Pick<OtaDeps, 'remoteBrowser' | 'keys'>) {
  app.get<LiveRequest>(
    '/api/remote-browser/sessions/:sessionId/live',
    {
      websocket: true,
      config: { access: 'public' },
      preValidation: async (request) => {
        const { sessionId } = request.params;
        const found = isUuid(sessionId) ? deps.remoteBrowser.getSession(sessionId) : undefined;
        // An ended session still answers its state for a while, but has nothing left to show.
        const session = found?.state() === 'open' ? found : undefined;
        const token = typeof request.query.token === 'string' ? request.query.token : undefined;
        if (!session || !verifyLiveToken(deps.keys.liveToken, token, session.id, session.ownerId))
          throw new AppError('unauthenticated', otaTexts.sessionNotFound);
      },
    },
    (socket, request) => {
      const session = deps.remoteBrowser.getSession(request.params.sessionId);
      if (session?.state() !== 'open') {
        socket.close(1008, 'session ended');
        return;
      }
      session.touch();
      session.attachViewer(socket);
    },
  );
}
