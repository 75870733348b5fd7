import { useState } from 'react';
import type { WebhookView } from '@common/content-webhooks/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { useWebhookTexts } from '@web/locales/webhooks';
import { useEnableKeyWebhook } from '../api/enable-key-webhook';

/** Active (with the failures in a row, if any) or disabled after failed deliveries, with 'Enable again'. */
export function WebhookStatus({ keyId, webhook }: { keyId: string; webhook: WebhookView }) {
  const t = useWebhookTexts();
  const enabling = useEnableKeyWebhook(keyId);
  const [failure, setFailure] = useState<string | null>(null);

  const enable = async () => {
    setFailure(null);
    try {
      await enabling.mutateAsync();
    } catch (error) {
      setFailure(errorMessage(error, t('status.enableFailed')));
    }
  };

  return (
    <section aria-labelledby="webhook-status-heading" className="space-y-2">
      <h3 id="webhook-status-heading" className="text-sm font-semibold text-slate-900">
        {t('status.heading')}
      </h3>
      {webhook.status === 'disabled' ? (
        <Alert tone="error">
          <p className="font-medium">{t('status.disabled', { failures: webhook.consecutiveFailures })}</p>
          <p className="mt-1">{t('status.disabledNote')}</p>
          <Button className="mt-3" size="sm" onClick={() => void enable()} disabled={enabling.isPending}>
            {enabling.isPending ? t('status.enabling') : t('status.enable')}
          </Button>
        </Alert>
      ) : (
        <p className="text-sm text-slate-800">
          <span className="font-medium text-green-800">{t('status.active')}</span>
          {webhook.consecutiveFailures > 0 ? (
            <span className="text-slate-700">
              {' · '}
              {t('status.failures', { count: webhook.consecutiveFailures })}
            </span>
          ) : null}
        </p>
      )}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </section>
  );
}
