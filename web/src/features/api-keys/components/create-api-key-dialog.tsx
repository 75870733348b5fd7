import { useState } from 'react';
import type { ApiKeyCreated } from '@common/api-keys/schemas';
import { roleAllows } from '@common/teams/roles';
import { Dialog } from '@web/components/ui/dialog';
import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { useApiKeyTexts } from '@web/locales/apiKeys';
import { useCreateApiKey } from '../api/create-api-key';
import { useCopy } from '@web/lib/use-copy';
import { ApiKeyForm } from './api-key-form';
import { CreatedApiKey } from './created-api-key';

/**
 * 'Create API key': the form, then the new key in full, once. Closing before the key was copied first warns that
 * it cannot be shown again; the second attempt closes.
 */
export function CreateApiKeyDialog({ onClose }: { onClose(): void }) {
  const t = useApiKeyTexts();
  const { hotels, activeHotel } = useActiveHotel();
  // The active hotel to begin with, where the user administers it (issue 36); else the first they administer.
  const initialHotel =
    activeHotel && roleAllows(activeHotel.role, 'admin')
      ? activeHotel
      : hotels.find((hotel) => roleAllows(hotel.role, 'admin'));
  const creation = useCreateApiKey();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [warned, setWarned] = useState(false);
  const clipboard = useCopy();

  const close = () => {
    if (created && !clipboard.copied && !warned) {
      setWarned(true);
      return;
    }
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && close()}
      title={created ? t('created.title') : t('create.title')}
      description={created ? t('created.description', { name: created.apiKey.name }) : undefined}
      closeDisabled={creation.isPending}
    >
      {created ? (
        <CreatedApiKey
          apiKey={created.key}
          copied={clipboard.copied}
          copyFailed={clipboard.failed}
          warned={warned}
          onCopy={() => void clipboard.copy(created.key)}
          onDone={close}
        />
      ) : (
        <ApiKeyForm
          hotels={hotels}
          initialHotelId={initialHotel?.id ?? null}
          saving={creation.isPending}
          save={(request) => creation.mutateAsync(request)}
          onCreated={setCreated}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
