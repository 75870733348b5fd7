import { Webhook } from 'lucide-react';
import { useState } from 'react';
import type { ApiKeyView } from '@common/api-keys/schemas';
import { Button } from '@web/components/ui/button';
import { useWebhookTexts } from '@web/locales/webhooks';
import { WebhookDialog } from './webhook-dialog';

/** 'Webhook' in a key's row: opens the dialog of the key's webhook. A revoked key has none to manage. */
export function WebhookControl({ apiKey }: { apiKey: ApiKeyView }) {
  const t = useWebhookTexts();
  const [open, setOpen] = useState(false);
  if (apiKey.status === 'revoked') return null;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('openLabel', { name: apiKey.name })}
        onClick={() => setOpen(true)}
      >
        <Webhook className="size-4" aria-hidden="true" />
        {t('open')}
      </Button>
      {open ? <WebhookDialog apiKey={apiKey} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
