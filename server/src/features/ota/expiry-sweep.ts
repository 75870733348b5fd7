import type { FastifyInstance } from 'fastify';
import { startPeriodicTask } from '../../lib/periodic-task';
import type { OtaDeps } from './deps';
import { sweepConnectionExpiry } from './expiry-notices';

/** How often every hotel's connections are checked for an expired saved login (spec part 1, section 6). */
export const expirySweepMs = 10 * 60_000;

/**
 * Marks connections whose cookie expiry has passed as disconnected and notices those about to expire,
 * periodically, until the app closes.
 */
export function startExpirySweep(app: FastifyInstance, deps: Pick<OtaDeps, 'db' | 'log'>) {
  startPeriodicTask(app, deps.log, {
    name: 'the OTA expiry sweep',
    everyMs: expirySweepMs,
    run: (now) => sweepConnectionExpiry(deps, now),
  });
}
