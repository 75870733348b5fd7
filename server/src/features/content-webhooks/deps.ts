import type { AppContext } from '../../http/context';
import type { WebhookSender } from '../../integrations/webhooks/webhook-sender';

/**
 * What the content webhooks need: the app's context, the sealing key of signing secrets (derived from SECRET_KEY
 * once at start), the sender, and the clock (tests move it to reach retries and the minute's end).
 */
export type ContentWebhookDeps = Pick<AppContext, 'db' | 'log' | 'config'> & {
  secretKey: Buffer;
  sender: Pick<WebhookSender, 'send'>;
  now: () => Date;
};
