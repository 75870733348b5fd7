import { httpTexts } from '@common/errors/texts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request whose Origin is not the app's own is refused (403): cookies alone must never
 * let another site act for a signed-in user. Requests without Origin (server-to-server, curl) carry no
 * browser cookies by accident and are let through; SameSite cookies cover old browsers.
 * A WebSocket upgrade is a GET, yet what flows over the socket acts for the user (the live view types into a
 * hotel's extranet), and a browser sends its Origin with every upgrade: one from another origin, or without
 * Origin, is refused (cross-site WebSocket hijacking).
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string) {
  const ownOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (request.ws && request.headers.origin !== ownOrigin) {
      throw new AppError('forbidden', httpTexts.otherSite, {
        detail: `WebSocket upgrade from origin ${request.headers.origin ?? 'none'}`,
      });
    }
    if (safeMethods.has(request.method) || request.routeOptions.config.skipOriginCheck) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if ((origin && origin !== ownOrigin) || fetchSite === 'cross-site') {
      throw new AppError('forbidden', httpTexts.otherSite, {
        detail: `foreign origin ${origin ?? fetchSite}`,
      });
    }
  });
}
