import { randomUUID } from 'node:crypto';
import { webhookLimits } from '@common/content-webhooks/limits';
import type {
  SaveWebhookInput,
  SavedWebhookResponse,
  TestEventResponse,
  WebhookResponse,
} from '@common/content-webhooks/schemas';
import { contentWebhookTexts } from '@common/content-webhooks/texts';
import { apiKeyTexts } from '@common/api-keys/texts';
import {
  webhookAddressProblem,
  type WebhookAddressProblem,
} from '../../integrations/webhooks/webhook-address';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../hotels/service';
import type { ContentWebhookDeps } from './deps';
import { pingBody } from './event-body';
import { recordAttempt } from './record-attempt';
import {
  deleteWebhookOfKey,
  enableWebhookRow,
  findOwnedKey,
  findWebhookOfKey,
  insertWebhook,
  recentDeliveries,
  replaceSealedSecret,
  replaceWebhookUrl,
  type WebhookRow,
} from './repository';
import { presentWebhook } from './webhook-view';
import { newSigningSecret, openSecret, sealSecret, SealedSecretError } from './webhook-secret';

type Deps = ContentWebhookDeps;

/** The user's key (404 for another user's or an unknown one); `changing` refuses a revoked key with 409. */
async function requireOwnKey(deps: Deps, userId: string, keyId: string, changing = false) {
  const key = isUuid(keyId) ? await findOwnedKey(deps.db, userId, keyId) : undefined;
  if (!key) throw new AppError('notFound', apiKeyTexts.notFound);
  if (changing && key.revokedAt) throw new AppError('conflict', contentWebhookTexts.keyRevoked);
  return key;
}

async function requireWebhook(deps: Deps, keyId: string) {
  const webhook = await findWebhookOfKey(deps.db, keyId);
  if (!webhook) throw new AppError('notFound', contentWebhookTexts.notFound);
  return webhook;
}

async function view(deps: Deps, webhook: WebhookRow) {
  return presentWebhook(webhook, await recentDeliveries(deps.db, webhook.id, webhookLimits.deliveriesKept));
}

/** The key's webhook with its recent deliveries, or null. */
export async function getWebhook(deps: Deps, userId: string, keyId: string): Promise<WebhookResponse> {
  await requireOwnKey(deps, userId, keyId);
  const webhook = await findWebhookOfKey(deps.db, keyId);
  return { webhook: webhook ? await view(deps, webhook) : null };
}

const addressMessages: Record<WebhookAddressProblem, string> = {
  invalid: contentWebhookTexts.urlInvalid,
  'not-https': contentWebhookTexts.urlNotHttps,
  'not-public': contentWebhookTexts.urlNotPublic,
  unresolved: contentWebhookTexts.urlUnresolved,
};

/**
 * Sets the key's webhook URL: https to a public address (OUTBOUND_ALLOWED_HOSTS aside), checked now and again at
 * every attempt. The first save makes the webhook and answers its signing secret, the only time it is shown; a
 * later save replaces the address, which starts afresh (active, no failures counted).
 */
export async function saveWebhook(
  deps: Deps,
  userId: string,
  keyId: string,
  input: SaveWebhookInput,
): Promise<SavedWebhookResponse> {
  await requireOwnKey(deps, userId, keyId, true);
  const problem = await webhookAddressProblem(input.url, { allowedHosts: deps.config.outboundAllowedHosts });
  if (problem) {
    const message = addressMessages[problem];
    throw new AppError('validation', message, { fields: { url: message } });
  }
  const now = deps.now();
  const replaced = await replaceWebhookUrl(deps.db, keyId, input.url, now);
  if (replaced) return { webhook: await view(deps, replaced) };
  const id = randomUUID();
  const signingSecret = newSigningSecret();
  const sealedSecret = sealSecret(deps.secretKey, id, signingSecret);
  const created = await insertWebhook(deps.db, { id, keyId, url: input.url, sealedSecret, at: now });
  if (created) return { webhook: await view(deps, created), signingSecret };
  // Another save made it at the same instant and showed its secret: this one replaces the address.
  const raced = await replaceWebhookUrl(deps.db, keyId, input.url, now);
  if (!raced) throw new AppError('notFound', contentWebhookTexts.notFound);
  return { webhook: await view(deps, raced) };
}

/** Removes the key's webhook; its pending events and deliveries go with it. */
export async function removeWebhook(deps: Deps, userId: string, keyId: string): Promise<void> {
  await requireOwnKey(deps, userId, keyId);
  if (!(await deleteWebhookOfKey(deps.db, keyId)))
    throw new AppError('notFound', contentWebhookTexts.notFound);
}

/** 'Enable again' after the webhook was disabled: active, failures counted from zero. */
export async function enableWebhook(
  deps: Deps,
  userId: string,
  keyId: string,
): Promise<SavedWebhookResponse> {
  await requireOwnKey(deps, userId, keyId, true);
  const webhook = await requireWebhook(deps, keyId);
  const enabled = await enableWebhookRow(deps.db, webhook.id, deps.now());
  return { webhook: await view(deps, enabled ?? webhook) };
}

/** 'Roll secret': a new signing secret, answered once; the old one stops signing at once. */
export async function rollSecret(deps: Deps, userId: string, keyId: string): Promise<SavedWebhookResponse> {
  await requireOwnKey(deps, userId, keyId, true);
  const webhook = await requireWebhook(deps, keyId);
  const signingSecret = newSigningSecret();
  await replaceSealedSecret(
    deps.db,
    webhook.id,
    sealSecret(deps.secretKey, webhook.id, signingSecret),
    deps.now(),
  );
  return { webhook: await view(deps, webhook), signingSecret };
}

/**
 * 'Send test event': a `ping` signed like every event, sent now (disabled or not), answering what the receiver
 * said. It is kept among the deliveries; its failure does not count towards disabling the webhook.
 */
export async function sendTestEvent(deps: Deps, userId: string, keyId: string): Promise<TestEventResponse> {
  await requireOwnKey(deps, userId, keyId, true);
  const webhook = await requireWebhook(deps, keyId);
  const now = deps.now();
  const event = { id: randomUUID(), createdAt: now };
  const secret = openedSecret(deps, webhook);
  const attempt = await deps.sender.send({ url: webhook.url, secret, body: pingBody(event), at: now });
  await recordAttempt(
    deps,
    { id: event.id, webhookId: webhook.id, type: 'ping', hotelId: null, attemptsBefore: 0 },
    attempt,
    now,
  );
  return attempt;
}

/** The webhook's signing secret; one sealed under an earlier SECRET_KEY cannot sign, and its owner rolls it. */
function openedSecret(deps: Deps, webhook: WebhookRow): string {
  try {
    return openSecret(deps.secretKey, webhook.id, webhook.sealedSecret);
  } catch (error) {
    if (!(error instanceof SealedSecretError)) throw error;
    throw new AppError('conflict', contentWebhookTexts.secretUnreadable);
  }
}
