import type { FastifyInstance } from 'fastify';
import type { OtaDeps } from './deps';
import { disconnectExpired } from './repository';

/** How often every hotel's connections are checked for an expired saved login (spec part 1, section 6). */
export const expirySweepMs = 10 * 60_000;

/** Marks connections whose cookie expiry has passed as disconnected, periodically, until the app closes. */
export function startExpirySweep(app: FastifyInstance, deps: Pick<OtaDeps, 'db' | 'log'>) {
  const timer = setInterval(() => {
    disconnectExpired(deps.db, new Date()).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'marking expired OTA connections failed'),
    );
  }, expirySweepMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
