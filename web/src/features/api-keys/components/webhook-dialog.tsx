import { useState } from 'react';
import type { ApiKeyView } from '@common/api-keys/schemas';
import { Alert } from '@web/components/ui/alert';
import { Dialog } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useWebhookTexts } from '@web/locales/webhooks';
import { useKeyWebhook } from '../api/get-key-webhook';
import { WebhookActions } from './webhook-actions';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookSecret } from './webhook-secret';
import { WebhookStatus } from './webhook-status';
import { WebhookUrlForm } from './webhook-url-form';

/**
 * A key's webhook: its URL ('Save'), the signing secret once when the webhook is made or its secret rolled, the
 * status with 'Enable again', 'Send test event', 'Roll secret', 'Remove webhook' (asked first) and the recent
 * deliveries.
 */
export function WebhookDialog({ apiKey, onClose }: { apiKey: ApiKeyView; onClose(): void }) {
  const t = useWebhookTexts();
  const state = useKeyWebhook(apiKey.id);
  const [secret, setSecret] = useState<string | null>(null);
  const webhook = state.data?.webhook ?? null;

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('title')}
      description={t('description', { name: apiKey.name })}
      className="max-w-2xl"
    >
      {state.isPending ? (
        <div className="py-6 text-center text-sm text-slate-700">
          <Spinner label={t('loading')} />
        </div>
      ) : state.isError ? (
        <Alert tone="error">{t('loadFailed')}</Alert>
      ) : (
        <div className="space-y-6">
          <WebhookUrlForm
            keyId={apiKey.id}
            url={webhook?.url ?? ''}
            onCreated={(signingSecret) => setSecret(signingSecret)}
          />
          {secret ? <WebhookSecret secret={secret} /> : null}
          {webhook ? (
            <>
              <WebhookStatus keyId={apiKey.id} webhook={webhook} />
              <WebhookActions
                keyId={apiKey.id}
                onRolled={(signingSecret) => setSecret(signingSecret)}
                onRemoved={() => setSecret(null)}
              />
              <WebhookDeliveries deliveries={webhook.deliveries} />
            </>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
