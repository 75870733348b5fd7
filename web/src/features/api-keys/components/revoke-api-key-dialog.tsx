import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import type { ApiKeyView } from '@common/api-keys/schemas';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { errorMessage } from '@web/lib/api-client';
import { useApiKeyTexts } from '@web/locales/apiKeys';
import { useRevokeApiKey } from '../api/revoke-api-key';

interface RevokeApiKeyDialogProps {
  apiKey: ApiKeyView;
  onClose(): void;
}

/** Asks before a key is revoked, naming it (what cannot be undone asks first); a failure keeps it open. */
export function RevokeApiKeyDialog({ apiKey, onClose }: RevokeApiKeyDialogProps) {
  const t = useApiKeyTexts();
  const revocation = useRevokeApiKey();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await revocation.mutateAsync(apiKey.id);
    } catch (error) {
      setFailure(errorMessage(error, t('revoke.failed')));
      return;
    }
    onClose();
  };

  return (
    <ConfirmDialog
      open
      title={t('revoke.title')}
      failure={failure}
      pending={revocation.isPending}
      labels={{ cancel: t('revoke.cancel'), confirm: t('revoke.confirm'), pending: t('revoke.pending') }}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <div className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-4">
        <AlertTriangle className="size-5 shrink-0 text-red-700" aria-hidden="true" />
        <div>
          <h3 className="font-semibold text-red-900">{t('revoke.heading')}</h3>
          <p className="text-sm text-red-800">{t('revoke.warning')}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-700">
        {t('revoke.question', { name: apiKey.name, prefix: apiKey.prefix })}
      </p>
    </ConfirmDialog>
  );
}
