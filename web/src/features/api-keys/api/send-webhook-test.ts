import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestEventResponse } from '@common/content-webhooks/schemas';
import { apiRequest } from '@web/lib/api-client';
import { webhookKeys, webhookPath } from './webhook-paths';

export const sendWebhookTest = (keyId: string) =>
  apiRequest<TestEventResponse>(webhookPath(keyId, '/test'), { method: 'POST' });

/** 'Send test event': a signed ping, answering what the receiver said; the deliveries list is read again. */
export function useSendWebhookTest(keyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendWebhookTest(keyId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.of(keyId) }),
  });
}
