import { useState } from 'react';
import type { TestEventResponse } from '@common/content-webhooks/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { useWebhookTexts } from '@web/locales/webhooks';
import { useRemoveKeyWebhook } from '../api/remove-key-webhook';
import { useRollWebhookSecret } from '../api/roll-webhook-secret';
import { useSendWebhookTest } from '../api/send-webhook-test';
import { useFailureReason } from '../hooks/use-webhook-failure-reason';

interface WebhookActionsProps {
  keyId: string;
  onRolled(signingSecret: string): void;
  onRemoved(): void;
}

type Asking = 'roll' | 'remove' | null;

/**
 * 'Send test event' with the receiver's answer, and 'Roll secret' and 'Remove webhook', which cannot be undone
 * and ask first, in place.
 */
export function WebhookActions({ keyId, onRolled, onRemoved }: WebhookActionsProps) {
  const t = useWebhookTexts();
  const reasonOf = useFailureReason();
  const testing = useSendWebhookTest(keyId);
  const rolling = useRollWebhookSecret(keyId);
  const removing = useRemoveKeyWebhook(keyId);
  const [tested, setTested] = useState<TestEventResponse | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = testing.isPending || rolling.isPending || removing.isPending;

  const run = async (action: () => Promise<void>, fallback: string) => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorMessage(error, fallback));
    }
  };
  const sendTest = () =>
    run(async () => {
      setTested(null);
      setTested(await testing.mutateAsync());
    }, t('test.failed'));
  const confirm = () =>
    asking === 'roll'
      ? run(async () => {
          onRolled((await rolling.mutateAsync()).signingSecret ?? '');
          setAsking(null);
        }, t('roll.failed'))
      : run(async () => {
          await removing.mutateAsync();
          onRemoved();
        }, t('remove.failed'));

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void sendTest()} disabled={busy}>
          {testing.isPending ? t('test.sending') : t('test.send')}
        </Button>
        <Button variant="ghost" onClick={() => setAsking('roll')} disabled={busy}>
          {t('roll.action')}
        </Button>
        <Button variant="ghost" onClick={() => setAsking('remove')} disabled={busy}>
          {t('remove.action')}
        </Button>
      </div>
      {tested ? (
        <Alert tone={tested.delivered ? 'success' : 'error'}>
          {tested.delivered
            ? t('test.delivered', { status: tested.httpStatus ?? '' })
            : t('test.notDelivered', { reason: reasonOf(tested.error, tested.httpStatus) })}
        </Alert>
      ) : null}
      {asking ? (
        <div
          role="group"
          aria-label={t(`${asking}.action`)}
          className="rounded-md border border-red-200 bg-red-50 p-4"
        >
          <p className="text-sm text-red-900">{t(`${asking}.question`)}</p>
          <div className="mt-3 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setAsking(null)} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
              {busy ? t(`${asking}.pending`) : t(`${asking}.confirm`)}
            </Button>
          </div>
        </div>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </div>
  );
}
