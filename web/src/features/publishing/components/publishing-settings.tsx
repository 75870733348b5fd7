import { useId } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { useRoleLock } from '@web/features/teams/role-lock';
import { usePublishingTexts } from '@web/locales/publishing';
import { usePublishing } from '../api/get-publishing';
import { useSetPublishing } from '../api/set-publishing';
import { WebsiteSection } from './website-section';

interface PublishingSettingsProps {
  hotelId: string;
  hotelName: string;
}

/**
 * Settings > Hotel, the active hotel's publishing (issue 34, point 1): 'Publish content', off by default and saved
 * at once; once on, the 'Website' section with what to paste into the hotel's own website.
 */
export function PublishingSettings({ hotelId, hotelName }: PublishingSettingsProps) {
  const t = usePublishingTexts();
  const publishing = usePublishing(hotelId);
  const change = useSetPublishing(hotelId);
  const headingId = useId();
  const view = publishing.data;
  // Publishing is the owner's and admins' (issue 36): anyone else sees whether it is on, and the snippets.
  const lock = useRoleLock('admin', { align: 'start' });

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('heading', { hotel: hotelName })}
      </h3>
      {publishing.isPending ? (
        <div role="status" className="text-sm text-slate-700">
          <Spinner label={t('loading')} />
        </div>
      ) : !view ? (
        <Alert tone="error">{t('loadFailed')}</Alert>
      ) : (
        <>
          <div className="relative">
            <Switch
              checked={view.publishContent}
              onChange={(publishContent) => change.mutate(publishContent)}
              disabled={change.isPending}
              label={t('publishContent')}
              hint={t('publishHint')}
              buttonProps={lock.controlProps}
            />
            {lock.tooltip}
          </div>
          {change.isError ? <Alert tone="error">{t('saveFailed')}</Alert> : null}
          {view.publishContent && view.publicId ? (
            <WebsiteSection hotelId={hotelId} hotelName={hotelName} publicId={view.publicId} />
          ) : null}
        </>
      )}
    </section>
  );
}
