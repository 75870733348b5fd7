import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { ApiKeyView } from '@common/api-keys/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useApiKeyTexts } from '@web/locales/apiKeys';
import { useApiKeys } from '../api/get-api-keys';
import { apiReferencePath } from '../api-reference';
import { ApiKeyTable } from './api-key-table';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';

type Open = { kind: 'create' } | { kind: 'revoke'; apiKey: ApiKeyView } | null;

/** Settings > API keys: the user's keys of the content API, creating one (shown once) and revoking. */
export function ApiKeysPage() {
  const t = useApiKeyTexts();
  const keys = useApiKeys();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const activeKeys = keys.data?.keys.filter((key) => key.status !== 'revoked').length ?? 0;
  const atLimit = keys.data !== undefined && activeKeys >= keys.data.maxActiveKeys;

  return (
    <section aria-labelledby="api-keys-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id="api-keys-heading" className="text-xl font-semibold text-slate-900">
            {t('page.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {t('page.intro')}{' '}
            <a href={apiReferencePath} className="font-medium text-brand-700 underline hover:text-brand-800">
              {t('page.reference')}
            </a>
          </p>
        </div>
        <Button onClick={() => setOpen({ kind: 'create' })} disabled={!keys.isSuccess || atLimit}>
          <Plus className="size-4" aria-hidden="true" />
          {t('page.create')}
        </Button>
      </div>

      {atLimit ? <Alert tone="info">{t('page.limitReached', { max: keys.data.maxActiveKeys })}</Alert> : null}

      {keys.isPending ? (
        <div role="status" className="py-10 text-center text-sm text-slate-700">
          <Spinner label={t('page.loading')} />
        </div>
      ) : keys.isError ? (
        <Alert tone="error">{t('page.loadFailed')}</Alert>
      ) : keys.data.keys.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <h3 className="font-semibold text-slate-900">{t('empty.heading')}</h3>
          <p className="mx-auto mt-1 max-w-xl text-sm text-slate-700">{t('empty.text')}</p>
          <a
            href={apiReferencePath}
            className="mt-3 inline-block text-sm font-medium text-brand-700 underline hover:text-brand-800"
          >
            {t('page.reference')}
          </a>
        </div>
      ) : (
        <ApiKeyTable keys={keys.data.keys} onRevoke={(apiKey) => setOpen({ kind: 'revoke', apiKey })} />
      )}

      {open?.kind === 'create' ? <CreateApiKeyDialog onClose={close} /> : null}
      {open?.kind === 'revoke' ? <RevokeApiKeyDialog apiKey={open.apiKey} onClose={close} /> : null}
    </section>
  );
}
