import { Alert } from '@web/components/ui/alert';
import { useWebhookTexts } from '@web/locales/webhooks';
import { useCopy } from '@web/lib/use-copy';
import { SecretCopyField } from './secret-copy-field';

/** The signing secret, this once: read-only and selectable, with 'Copy'. */
export function WebhookSecret({ secret }: { secret: string }) {
  const t = useWebhookTexts();
  const clipboard = useCopy();
  return (
    <div className="space-y-2">
      <Alert tone="warning">{t('secret.once')}</Alert>
      <SecretCopyField
        id="webhook-signing-secret"
        label={t('secret.label')}
        value={secret}
        copied={clipboard.copied}
        onCopy={() => void clipboard.copy(secret)}
        copyLabel={t('secret.copy')}
        copiedLabel={t('secret.copied')}
      />
      {clipboard.failed ? <Alert tone="error">{t('secret.copyFailed')}</Alert> : null}
    </div>
  );
}
