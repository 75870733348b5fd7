import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { RoleLocked } from '@web/features/teams/role-lock';
import { usePublishingTexts } from '@web/locales/publishing';
import { useRenewPublicId } from '../api/renew-public-id';
import { EmbedSnippets } from './embed-snippets';
import { SchemaOrgData } from './schema-org-data';

interface WebsiteSectionProps {
  hotelId: string;
  hotelName: string;
  publicId: string;
}

/**
 * What a publishing hotel pastes into its own website (issue 34): the schema.org data, the embedded gallery's
 * iframes, and 'New public address', which asks first since it breaks every snippet pasted so far.
 */
export function WebsiteSection({ hotelId, hotelName, publicId }: WebsiteSectionProps) {
  const t = usePublishingTexts();
  const renew = useRenewPublicId(hotelId);
  const [confirming, setConfirming] = useState(false);
  const [renewed, setRenewed] = useState(false);
  const headingId = useId();
  const hintId = useId();

  const confirm = () =>
    renew.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setRenewed(true);
      },
    });

  return (
    <section aria-labelledby={headingId} className="space-y-5 border-t border-slate-200 pt-5">
      <div>
        <h4 id={headingId} className="text-base font-semibold text-slate-900">
          {t('website.heading')}
        </h4>
        <p className="mt-1 text-sm text-slate-700">{t('website.intro')}</p>
      </div>
      <SchemaOrgData hotelId={hotelId} publicId={publicId} />
      <EmbedSnippets hotelId={hotelId} hotelName={hotelName} publicId={publicId} />
      <div className="space-y-2 border-t border-slate-200 pt-4">
        <RoleLocked needed="admin" align="start">
          <Button variant="outline" aria-describedby={hintId} onClick={() => setConfirming(true)}>
            {t('newAddress.button')}
          </Button>
        </RoleLocked>
        <p id={hintId} className="text-sm text-slate-600">
          {t('newAddress.hint')}
        </p>
        <p role="status" className="text-sm font-medium text-slate-800">
          {renewed ? t('newAddress.done') : null}
        </p>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('newAddress.title')}
        failure={renew.isError ? t('newAddress.failed') : null}
        pending={renew.isPending}
        labels={{
          cancel: t('newAddress.cancel'),
          confirm: t('newAddress.confirm'),
          pending: t('newAddress.pending'),
        }}
        onConfirm={confirm}
        onCancel={() => {
          setConfirming(false);
          renew.reset();
        }}
      >
        <p className="text-sm text-slate-700">{t('newAddress.text')}</p>
      </ConfirmDialog>
    </section>
  );
}
