import { X } from 'lucide-react';
import { cn } from '@web/components/ui/cn';
import { useAssetTexts } from '@web/locales/assets';
import type { ChosenFile, FileStatus } from '../hooks/use-file-selection';

const statusTone: Record<FileStatus, string> = {
  waiting: 'bg-slate-900/70',
  uploading: 'bg-brand-700/90',
  uploaded: 'bg-green-700/90',
  skipped: 'bg-amber-700/90',
  failed: 'bg-red-700/90',
};

interface SelectedFilesProps {
  files: ChosenFile[];
  uploading: boolean;
  onRemove(id: string): void;
}

/** The 'Selected Files' thumbnails; each shows its upload status once a batch has started. */
export function SelectedFiles({ files, uploading, onRemove }: SelectedFilesProps) {
  const t = useAssetTexts();
  return (
    <section aria-labelledby="selected-files-heading" className="space-y-2">
      <h3 id="selected-files-heading" className="text-sm font-medium text-slate-900">
        {t('upload.selectedFiles')}
      </h3>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {files.map((entry) => {
          const showStatus = uploading || entry.status !== 'waiting';
          return (
            <li key={entry.id} className="overflow-hidden rounded-md border border-slate-200 bg-slate-100">
              {/* The status and the remove button sit on the picture only, so neither can cover the name. */}
              <div className="relative">
                <img
                  src={entry.previewUrl}
                  alt={entry.file.name}
                  className="aspect-square w-full object-cover"
                />
                {showStatus ? (
                  <span
                    className={cn(
                      'absolute inset-x-0 top-0 px-1.5 py-0.5 text-center text-xs font-medium text-white',
                      statusTone[entry.status],
                    )}
                  >
                    {t(`upload.status.${entry.status}`)}
                  </span>
                ) : null}
                {uploading ? null : (
                  <button
                    type="button"
                    aria-label={t('upload.removeFile', { name: entry.file.name })}
                    onClick={() => onRemove(entry.id)}
                    className="absolute right-1 bottom-1 rounded-full bg-white/90 p-1 text-slate-700 shadow hover:bg-white"
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                )}
              </div>
              <p className="truncate px-1.5 py-1 text-xs text-slate-700" title={entry.file.name}>
                {entry.file.name}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
