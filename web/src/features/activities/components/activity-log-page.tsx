import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useActivityTexts } from '@web/locales/activities';
import { activityLogCsvUrl, useActivityLog } from '../api/get-activity-log';
import { useActivityLogMembers } from '../api/get-activity-log-members';
import { filtersOf, hasFilters, isBackwardRange, withFilters, type ActivityLogFilters } from '../log-filters';
import { ActivityLogEntry } from './activity-log-entry';
import { ActivityLogFilterBar } from './activity-log-filters';

/**
 * The hotel's whole activity log (issue 36, part 4): who changed what, newest first, filtered by member, kind
 * and days (kept in the address), a page at a time with 'Load more', and the filtered log as a CSV file.
 */
export function ActivityLogPage({ hotel }: { hotel: { id: string; name: string } }) {
  const t = useActivityTexts();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const backward = isBackwardRange(filters);
  const log = useActivityLog(hotel.id, filters, !backward);
  const members = useActivityLogMembers(hotel.id);
  const applyFilters = (next: ActivityLogFilters) =>
    setParams((current) => withFilters(current, next), { replace: true });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t('log.title')}</h1>
          <p className="mt-1 text-sm text-slate-700">{t('log.intro', { hotel: hotel.name })}</p>
        </div>
        {backward ? (
          <Button variant="outline" disabled>
            <Download className="size-4" aria-hidden="true" />
            {t('log.exportCsv')}
          </Button>
        ) : (
          // A plain link: the browser downloads the server's stream, however long the log.
          <a
            href={activityLogCsvUrl(hotel.id, filters)}
            download
            title={t('log.exportHint')}
            className="inline-flex h-10 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Download className="size-4" aria-hidden="true" />
            {t('log.exportCsv')}
          </a>
        )}
      </div>

      <Card className="p-4 sm:p-6">
        <ActivityLogFilterBar
          filters={filters}
          members={members.data?.members ?? []}
          onChange={applyFilters}
        />
      </Card>

      {backward ? null : log.isPending ? (
        <div className="py-12 text-center">
          <Spinner label={t('log.loading')} />
        </div>
      ) : log.isError && log.entries.length === 0 ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('log.loadFailed', { message: log.error.message })}</span>
          <Button variant="outline" size="sm" onClick={() => void log.refetch()}>
            {t('log.retry')}
          </Button>
        </Alert>
      ) : log.entries.length === 0 ? (
        <Card className="p-8 text-center text-sm text-slate-700">
          {hasFilters(filters) ? t('log.emptyFiltered') : t('log.empty')}
        </Card>
      ) : (
        <Card>
          <ol aria-label={t('log.listLabel')} className="divide-y divide-slate-100">
            {log.entries.map((entry) => (
              <ActivityLogEntry key={entry.id} entry={entry} />
            ))}
          </ol>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 sm:px-6">
            <p className="text-sm text-slate-600" role="status">
              {t('log.shown', { count: log.entries.length })}
            </p>
            {log.hasNextPage ? (
              <Button
                variant="outline"
                onClick={() => void log.fetchNextPage()}
                disabled={log.isFetchingNextPage}
              >
                {log.isFetchingNextPage ? t('log.loadingMore') : t('log.loadMore')}
              </Button>
            ) : null}
          </div>
          {log.isFetchNextPageError ? (
            <Alert tone="error" className="m-4">
              {t('log.loadMoreFailed', { message: log.error.message })}
            </Alert>
          ) : null}
        </Card>
      )}
    </div>
  );
}
