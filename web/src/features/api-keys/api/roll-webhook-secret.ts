import { useMutation } from '@tanstack/react-query';
import type { SavedWebhookResponse } from '@common/content-webhooks/schemas';
import { apiRequest } from '@web/lib/api-client';
import { webhookPath } from './webhook-paths';

export const rollWebhookSecret = (keyId: string) =>
  apiRequest<SavedWebhookResponse>(webhookPath(keyId, '/roll-secret'), { method: 'POST' });

/** 'Roll secret': a new signing secret, answered once; the old one stops signing at once. */
export function useRollWebhookSecret(keyId: string) {
  return useMutation({ mutationFn: () => rollWebhookSecret(keyId) });
}
