import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedWebhookResponse, WebhookResponse } from '@common/content-webhooks/schemas';
import { apiRequest } from '@web/lib/api-client';
import { webhookKeys, webhookPath } from './webhook-paths';

export const saveKeyWebhook = (keyId: string, url: string) =>
  apiRequest<SavedWebhookResponse>(webhookPath(keyId), { method: 'PUT', body: { url } });

/** Sets the key's webhook URL; the first save answers the signing secret, once. */
export function useSaveKeyWebhook(keyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => saveKeyWebhook(keyId, url),
    onSuccess: ({ webhook }) => queryClient.setQueryData<WebhookResponse>(webhookKeys.of(keyId), { webhook }),
  });
}
