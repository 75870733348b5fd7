import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatterFor } from '@web/lib/format/formatter';
import { sharedText } from '@web/lib/i18n/shared-text';
import { relativeTime } from '@web/lib/relative-time';
import { useActivityTexts } from '@web/locales/activities';
import { useRecentActivities } from '../api/get-activities';
import { activityIcons } from './activity-icons';

/** The hotel's activity log, newest first: what the team changed lately. */
export function RecentActivity({ hotelId }: { hotelId: string }) {
  const t = useActivityTexts();
  const activities = useRecentActivities(hotelId);

  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{t('title')}</h3>
        <Link
          to="/activity"
          className="rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('viewAll')}
        </Link>
      </div>
      <div className="mt-4">
        {activities.isPending ? (
          <Spinner label={t('loading')} />
        ) : activities.isError ? (
          <Alert tone="error">{t('loadFailed')}</Alert>
        ) : activities.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t('empty')}</p>
        ) : (
          <ul className="space-y-3" aria-label={t('title')}>
            {activities.data.map((activity) => {
              const Icon = activityIcons[activity.kind] ?? Building2;
              return (
                <li key={activity.id} className="flex items-start gap-3">
                  <span className="mt-0.5 rounded-md bg-brand-50 p-1.5 text-brand-700">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0">
                    {/* Stored in English at the time of the action (common/src/activities/texts.ts); a second
                        language reads it back to its text by its words, titles stored before those texts too. */}
                    <p className="break-words text-sm text-slate-900">{sharedText(activity.title)}</p>
                    <p className="flex flex-wrap gap-x-2 text-xs text-slate-600">
                      {/* Who did it, as they were named then; the system's own work names nobody. */}
                      {activity.actor ? (
                        <span className="font-medium text-slate-700">{activity.actor.name}</span>
                      ) : null}
                      <time
                        dateTime={activity.createdAt}
                        title={formatterFor('en').dateTime(activity.createdAt)}
                      >
                        {relativeTime(activity.createdAt, new Date())}
                      </time>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Card>
  );
}
