import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookResponse } from '@common/content-webhooks/schemas';
import { apiRequest } from '@web/lib/api-client';
import { webhookKeys, webhookPath } from './webhook-paths';

export const removeKeyWebhook = (keyId: string) => apiRequest<void>(webhookPath(keyId), { method: 'DELETE' });

/** Removes the key's webhook with its pending events and recent deliveries. */
export function useRemoveKeyWebhook(keyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeKeyWebhook(keyId),
    onSuccess: () => queryClient.setQueryData<WebhookResponse>(webhookKeys.of(keyId), { webhook: null }),
  });
}
