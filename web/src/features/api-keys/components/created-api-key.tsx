import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useApiKeyTexts } from '@web/locales/apiKeys';
import { SecretCopyField } from './secret-copy-field';

interface CreatedApiKeyProps {
  apiKey: string;
  copied: boolean;
  copyFailed: boolean;
  /** The user tried to close without copying: the warning shows and the next close goes through. */
  warned: boolean;
  onCopy(): void;
  onDone(): void;
}

/** The whole key, this once: read-only and selectable, with 'Copy' and the note that it will not be shown again. */
export function CreatedApiKey({ apiKey, copied, copyFailed, warned, onCopy, onDone }: CreatedApiKeyProps) {
  const t = useApiKeyTexts();
  return (
    <div className="space-y-4">
      <Alert tone="warning">{t('created.once')}</Alert>
      <div className="space-y-1.5">
        <SecretCopyField
          id="created-api-key"
          label={t('created.keyLabel')}
          value={apiKey}
          copied={copied}
          onCopy={onCopy}
          copyLabel={t('created.copy')}
          copiedLabel={t('created.copied')}
        />
        <p className="text-sm text-slate-600">{t('created.usage')}</p>
      </div>
      {copyFailed ? <Alert tone="error">{t('created.copyFailed')}</Alert> : null}
      {warned && !copied ? <Alert tone="error">{t('created.notCopied')}</Alert> : null}
      <div className="flex justify-end">
        <Button variant={warned && !copied ? 'danger' : 'primary'} onClick={onDone}>
          {warned && !copied ? t('created.closeAnyway') : t('created.done')}
        </Button>
      </div>
    </div>
  );
}
