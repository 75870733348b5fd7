import { Check, Copy } from 'lucide-react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useWebhookTexts } from '@web/locales/webhooks';
import { useCopy } from '@web/lib/use-copy';

/** The signing secret, this once: read-only and selectable, with 'Copy'. */
export function WebhookSecret({ secret }: { secret: string }) {
  const t = useWebhookTexts();
  const clipboard = useCopy();
  return (
    <div className="space-y-2">
      <Alert tone="warning">{t('secret.once')}</Alert>
      <label htmlFor="webhook-signing-secret" className="block text-sm font-medium text-slate-800">
        {t('secret.label')}
      </label>
      <div className="flex gap-2">
        <input
          id="webhook-signing-secret"
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
        <Button variant="outline" onClick={() => void clipboard.copy(secret)}>
          {clipboard.copied ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {clipboard.copied ? t('secret.copied') : t('secret.copy')}
        </Button>
      </div>
      {clipboard.failed ? <Alert tone="error">{t('secret.copyFailed')}</Alert> : null}
    </div>
  );
}
