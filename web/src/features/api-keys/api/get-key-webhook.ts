import { useQuery } from '@tanstack/react-query';
import type { WebhookResponse } from '@common/content-webhooks/schemas';
import { apiRequest } from '@web/lib/api-client';
import { webhookKeys, webhookPath } from './webhook-paths';

export const getKeyWebhook = (keyId: string, signal?: AbortSignal) =>
  apiRequest<WebhookResponse>(webhookPath(keyId), { signal });

/** The key's webhook with its status and recent deliveries, or null when it has none. */
export function useKeyWebhook(keyId: string) {
  return useQuery({ queryKey: webhookKeys.of(keyId), queryFn: ({ signal }) => getKeyWebhook(keyId, signal) });
}
