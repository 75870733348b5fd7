import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { useAreaInfo } from '../api/get-area-info';
import { useContentTexts } from '@web/locales/content';
import { AreaLocation } from './area-location';
import { AreaTextEditor } from './area-text-editor';

/** 'Hotel Area Info': where the hotel is, and what the operator writes about its surroundings. */
export function AreaInfoTab({ hotelId }: { hotelId: string }) {
  const t = useContentTexts();
  const area = useAreaInfo(hotelId);
  if (area.isPending) {
    return (
      <div role="status" className="py-6 text-sm text-slate-700">
        <Spinner label={t('area.loading')} />
      </div>
    );
  }
  if (area.isError) return <Alert tone="error">{t('area.loadFailed')}</Alert>;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <AreaLocation location={area.data.location} />
      <AreaTextEditor hotelId={hotelId} text={area.data.text} />
    </div>
  );
}
