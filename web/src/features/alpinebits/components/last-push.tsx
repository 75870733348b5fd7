import type { PushRunView } from '@common/alpinebits/schemas';
import { Spinner } from '@web/components/ui/spinner';
import { sharedText } from '@web/lib/i18n/shared-text';
import { relativeTime } from '@web/lib/relative-time';
import { useAlpineBitsTexts } from '@web/locales/alpinebits';
import { pushRunsAtAGlance, runTime } from '../push-runs';
import { PushRunDetails } from './push-run-details';

/**
 * The card's last push: 'Pushed 3 minutes ago: 4 rooms, 38 pictures, 2 languages', or why it failed in the
 * server's plain words, with the server's warnings and errors and the features left out for want of a code.
 * While a push waits or runs it says so (politely announced), above the last finished one.
 */
export function LastPush({ runs, now }: { runs: readonly PushRunView[]; now: Date }) {
  const t = useAlpineBitsTexts();
  const { active, lastFinished } = pushRunsAtAGlance(runs);
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium text-slate-600">{t('lastPush.heading')}</h3>
      <div role="status" className="text-sm">
        {active ? (
          <p className="flex items-center gap-2 font-medium text-slate-900">
            <Spinner label={active.status === 'queued' ? t('lastPush.queued') : t('lastPush.running')} />
          </p>
        ) : null}
        {lastFinished ? (
          <p
            data-testid="last-push"
            className={
              lastFinished.status === 'failed' ? 'font-medium text-red-800' : 'font-medium text-slate-900'
            }
          >
            {lastFinished.status === 'failed'
              ? t('lastPush.failed', {
                  when: relativeTime(runTime(lastFinished), now),
                  reason: lastFinished.failure
                    ? sharedText(lastFinished.failure.message)
                    : t('history.statuses.failed'),
                })
              : t('lastPush.pushed', {
                  when: relativeTime(runTime(lastFinished), now),
                  rooms: lastFinished.counts?.rooms ?? 0,
                  pictures: lastFinished.counts?.pictures ?? 0,
                  languages: lastFinished.counts?.languages ?? 0,
                })}
          </p>
        ) : active ? null : (
          <p className="text-slate-700">{t('lastPush.never')}</p>
        )}
      </div>
      {lastFinished ? <PushRunDetails run={lastFinished} /> : null}
    </div>
  );
}
