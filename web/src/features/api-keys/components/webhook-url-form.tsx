import { useState, type FormEvent } from 'react';
import { webhookLimits } from '@common/content-webhooks/limits';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useWebhookTexts } from '@web/locales/webhooks';
import { useSaveKeyWebhook } from '../api/save-key-webhook';

interface WebhookUrlFormProps {
  keyId: string;
  /** The saved URL ('' while there is no webhook). */
  url: string;
  /** The first save made the webhook: its signing secret, to be shown this once. */
  onCreated(signingSecret: string): void;
}

/** 'Webhook URL' and 'Save': the server checks it is https on a public address and says why not under the field. */
export function WebhookUrlForm({ keyId, url, onCreated }: WebhookUrlFormProps) {
  const t = useWebhookTexts();
  const saving = useSaveKeyWebhook(keyId);
  const [draft, setDraft] = useState(url);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.isPending) return;
    setFieldError(undefined);
    setFailure(null);
    setSaved(false);
    try {
      const answer = await saving.mutateAsync(draft.trim());
      setDraft(answer.webhook.url);
      setSaved(true);
      if (answer.signingSecret) onCreated(answer.signingSecret);
    } catch (error) {
      const onField = error instanceof ApiError ? error.fields.url : undefined;
      if (onField) setFieldError(onField);
      else setFailure(errorMessage(error, t('saveFailed')));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3" noValidate>
      <Field label={t('url.label')} error={fieldError} hint={t('url.hint')}>
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={webhookLimits.urlMaxLength}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setSaved(false);
          }}
        />
      </Field>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex items-center justify-end gap-3">
        {saved ? (
          <p role="status" className="text-sm text-green-800">
            {t('saved')}
          </p>
        ) : null}
        <Button type="submit" disabled={saving.isPending || draft.trim() === '' || draft.trim() === url}>
          {saving.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
