/** 'Uploading... n%' with a bar for the whole batch. */
import { useAssetTexts } from '@web/locales/assets';
export function UploadProgress({ percent }: { percent: number }) {
  const t = useAssetTexts();
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-800" aria-live="polite">
        {t('upload.uploadingPercent', { percent })}
      </p>
      <div
        role="progressbar"
        aria-label={t('upload.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
