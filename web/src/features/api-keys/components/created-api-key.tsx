import { Check, Copy } from 'lucide-react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useApiKeyTexts } from '@web/locales/apiKeys';

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
        <label htmlFor="created-api-key" className="block text-sm font-medium text-slate-800">
          {t('created.keyLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id="created-api-key"
            readOnly
            value={apiKey}
            onFocus={(event) => event.currentTarget.select()}
            className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
          <Button variant="outline" onClick={onCopy}>
            {copied ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            {copied ? t('created.copied') : t('created.copy')}
          </Button>
        </div>
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
