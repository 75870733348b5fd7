import type { PushRunView } from '@common/alpinebits/schemas';
import { Dialog } from '@web/components/ui/dialog';
import { formatterFor } from '@web/lib/format/formatter';
import { sharedText } from '@web/lib/i18n/shared-text';
import { useAlpineBitsTexts } from '@web/locales/alpinebits';
import { durationSeconds } from '../push-runs';

const statusTones: Record<PushRunView['status'], string> = {
  queued: 'bg-slate-100 text-slate-800',
  running: 'bg-blue-100 text-blue-900',
  succeeded: 'bg-green-100 text-green-800',
  warnings: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-800',
};

/** A run's message column: why it failed, else the server's warnings; empty for a clean success. */
function runMessage(run: PushRunView): string {
  if (run.failure) return [sharedText(run.failure.message), ...run.errors].join(' ');
  return [...run.warnings, ...run.errors].join(' ');
}

/** 'Push history': the last 20 pushes, newest first: when, trigger, outcome, what was sent, duration, message. */
export function PushHistoryDialog({ runs, onClose }: { runs: readonly PushRunView[]; onClose(): void }) {
  const t = useAlpineBitsTexts();
  const format = formatterFor('en');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('history.title')}
      description={runs.length > 0 ? t('history.description', { count: runs.length }) : undefined}
      className="max-w-4xl!"
    >
      {runs.length === 0 ? (
        <p className="text-sm text-slate-700">{t('history.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table aria-label={t('history.tableLabel')} className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
              <tr>
                {(['when', 'trigger', 'outcome', 'sent', 'duration', 'message'] as const).map((column) => (
                  <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                    {t(`history.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {runs.map((run) => (
                <tr key={run.id}>
                  <th scope="row" className="whitespace-nowrap px-3 py-2 font-normal text-slate-900">
                    <time dateTime={run.queuedAt}>{format.dateTime(run.queuedAt)}</time>
                  </th>
                  <td className="whitespace-nowrap px-3 py-2">{t(`history.triggers.${run.trigger}`)}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusTones[run.status]}`}
                    >
                      {t(`history.statuses.${run.status}`)}
                    </span>
                  </td>
                  <td className="px-3 py-2 text-slate-700">
                    {run.counts ? t('history.counts', run.counts) : t('history.notSent')}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-slate-700">
                    {run.durationMs === null
                      ? t('history.notSent')
                      : t('history.seconds', { seconds: durationSeconds(run.durationMs) })}
                    {run.tries > 1 ? (
                      <span className="block text-xs">{t('history.tries', { tries: run.tries })}</span>
                    ) : null}
                  </td>
                  <td className="min-w-60 break-words px-3 py-2 text-slate-700">{runMessage(run)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
