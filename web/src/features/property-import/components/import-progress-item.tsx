import { Circle, CircleCheck, CircleMinus, CircleX, LoaderCircle } from 'lucide-react';
import { importItemLabels, type ImportItemView } from '@common/import/schemas';
import { importTexts } from '@common/import/texts';
import { cn } from '@web/components/ui/cn';
import { usePropertyImportTexts } from '@web/locales/propertyImport';
import { sharedText } from '@web/lib/i18n/shared-text';

const icons = {
  pending: <Circle className="size-5 text-slate-400" aria-hidden="true" />,
  importing: <LoaderCircle className="size-5 animate-spin text-brand-600" aria-hidden="true" />,
  success: <CircleCheck className="size-5 text-green-600" aria-hidden="true" />,
  error: <CircleX className="size-5 text-red-600" aria-hidden="true" />,
  skipped: <CircleMinus className="size-5 text-slate-400" aria-hidden="true" />,
};

type PropertyImportTexts = ReturnType<typeof usePropertyImportTexts>;

function statusText({ status, percent, message }: ImportItemView, t: PropertyImportTexts): string {
  switch (status) {
    case 'pending':
      return t('pending');
    case 'importing':
      return t('percent', { percent });
    case 'success':
      return t('done');
    case 'error':
      return sharedText(message ?? importTexts.itemFailed);
    case 'skipped':
      return t('skipped');
  }
}

/** One part of the import: its label, how far it is (a progress bar while it imports) and a short note. */
export function ImportProgressItem({ item }: { item: ImportItemView }) {
  const t = usePropertyImportTexts();
  const label = importItemLabels[item.key];
  // An error's message is its status text; other notes ('18 of 20 photos') go below.
  const note = item.status === 'error' ? null : item.message;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex items-center gap-3">
        {icons[item.status]}
        <span className="min-w-0 flex-1 text-sm font-medium text-slate-900">{label}</span>
        <span
          className={cn(
            'text-sm tabular-nums',
            item.status === 'error' ? 'font-medium text-red-700' : 'text-slate-600',
            item.status === 'success' && 'text-green-700',
          )}
        >
          {statusText(item, t)}
        </span>
      </div>
      {item.status === 'importing' ? (
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.percent}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${item.percent}%` }}
          />
        </div>
      ) : null}
      {note ? <p className="mt-1 pl-8 text-xs text-slate-600">{note}</p> : null}
    </li>
  );
}
