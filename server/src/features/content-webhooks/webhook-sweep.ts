import type { FastifyInstance } from 'fastify';
import { startPeriodicTask } from '../../lib/periodic-task';
import type { ContentWebhookDeps } from './deps';
import { runWebhookPass } from './deliver-events';

/**
 * How often due changes become events and due events are sent. A hotel's changes wait a minute for the ones that
 * follow them, so an event leaves within about 75 seconds of the first change.
 */
export const webhookSweepMs = 15_000;

/** Delivers the content webhooks' events periodically, in every process, until the app closes. */
export function startWebhookSweep(app: FastifyInstance, deps: ContentWebhookDeps) {
  startPeriodicTask(app, deps.log, {
    name: 'the content webhooks sweep',
    everyMs: webhookSweepMs,
    run: () => runWebhookPass(deps, deps.now()),
  });
}
