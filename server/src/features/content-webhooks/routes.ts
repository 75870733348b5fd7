import type { FastifyInstance } from 'fastify';
import { webhookLimits } from '@common/content-webhooks/limits';
import { saveWebhookSchema } from '@common/content-webhooks/schemas';
import { contentWebhookTexts } from '@common/content-webhooks/texts';
import type { AppContext } from '../../http/context';
import { perUser } from '../../http/rate-limit-keys';
import { currentUser } from '../../http/session';
import { WebhookSender } from '../../integrations/webhooks/webhook-sender';
import { validate } from '../../lib/validate';
import type { ContentWebhookDeps } from './deps';
import { enableWebhook, getWebhook, removeWebhook, rollSecret, saveWebhook, sendTestEvent } from './service';
import { startWebhookSweep } from './webhook-sweep';
import { webhookSecretKey } from './webhook-secret';

type KeyParams = { Params: { keyId: string } };

/**
 * An API key's webhook (issue 34, point 5), for the key's owner: its URL, status and recent deliveries, a test
 * event, 'Enable again' and 'Roll secret'; and the sweep that delivers `content.changed` events.
 */
export function registerContentWebhookRoutes(app: FastifyInstance, context: AppContext) {
  const sender = new WebhookSender(context.config.outboundAllowedHosts);
  app.addHook('onClose', async () => sender.close());
  const deps: ContentWebhookDeps = {
    db: context.db,
    log: context.log,
    config: context.config,
    secretKey: webhookSecretKey(context.config.secretKey),
    sender,
    now: () => new Date(),
  };
  startWebhookSweep(app, deps);

  app.get<KeyParams>('/api/api-keys/:keyId/webhook', async (request) =>
    getWebhook(deps, currentUser(request).id, request.params.keyId),
  );

  app.put<KeyParams>('/api/api-keys/:keyId/webhook', async (request) => {
    const input = validate(saveWebhookSchema, request.body);
    return saveWebhook(deps, currentUser(request).id, request.params.keyId, input);
  });

  app.delete<KeyParams>('/api/api-keys/:keyId/webhook', async (request, reply) => {
    await removeWebhook(deps, currentUser(request).id, request.params.keyId);
    return reply.status(204).send();
  });

  app.post<KeyParams>(
    '/api/api-keys/:keyId/webhook/test',
    {
      config: {
        rateLimit: {
          max: webhookLimits.testEventsPerMinute,
          timeWindow: '1 minute',
          keyGenerator: perUser,
          errorResponseBuilder: () => ({ statusCode: 429, message: contentWebhookTexts.tooManyTests }),
        },
      },
    },
    async (request) => sendTestEvent(deps, currentUser(request).id, request.params.keyId),
  );

  app.post<KeyParams>('/api/api-keys/:keyId/webhook/enable', async (request) =>
    enableWebhook(deps, currentUser(request).id, request.params.keyId),
  );

  app.post<KeyParams>('/api/api-keys/:keyId/webhook/roll-secret', async (request) =>
    rollSecret(deps, currentUser(request).id, request.params.keyId),
  );
}
