import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedWebhookResponse, WebhookResponse } from '@common/content-webhooks/schemas';
import { apiRequest } from '@web/lib/api-client';
import { webhookKeys, webhookPath } from './webhook-paths';

export const enableKeyWebhook = (keyId: string) =>
  apiRequest<SavedWebhookResponse>(webhookPath(keyId, '/enable'), { method: 'POST' });

/** 'Enable again' for a webhook disabled after failed deliveries. */
export function useEnableKeyWebhook(keyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => enableKeyWebhook(keyId),
    onSuccess: ({ webhook }) => queryClient.setQueryData<WebhookResponse>(webhookKeys.of(keyId), { webhook }),
  });
}
