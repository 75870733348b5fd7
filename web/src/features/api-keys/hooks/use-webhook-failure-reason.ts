import type { WebhookFailure } from '@common/content-webhooks/schemas';
import { useWebhookTexts } from '@web/locales/webhooks';

/** Why an attempt failed, in words ('the receiver answered 500'). */
export function useFailureReason() {
  const t = useWebhookTexts();
  return (error: WebhookFailure | null, httpStatus: number | null) =>
    t(`reasons.${error ?? 'unreachable'}`, { status: httpStatus ?? '' });
}
