import { Building2 } from 'lucide-react';
import type { ActivityLogEntryView } from '@common/activities/schemas';
import { formatterFor } from '@web/lib/format/formatter';
import { sharedText } from '@web/lib/i18n/shared-text';
import { useActivityTexts } from '@web/locales/activities';
import { activityIcons } from './activity-icons';
import { ChangeValue } from './change-value';

/**
 * One entry of the log: what happened (its title, stored in English and read back to the interface language),
 * who did it (the system for its own work), when, and for an edit each field before and after.
 */
export function ActivityLogEntry({ entry }: { entry: ActivityLogEntryView }) {
  const t = useActivityTexts();
  const Icon = activityIcons[entry.kind] ?? Building2;
  const title = sharedText(entry.title);
  return (
    <li className="flex items-start gap-3 px-4 py-4 sm:px-6">
      <span className="mt-0.5 rounded-md bg-brand-50 p-1.5 text-brand-700">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm font-medium break-words text-slate-900">{title}</p>
        <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
          <span className="font-medium text-slate-700">
            {entry.actor ? entry.actor.name : t('log.system')}
          </span>
          <time dateTime={entry.createdAt}>{formatterFor('en').dateTime(entry.createdAt)}</time>
          <span>{t(`kinds.${entry.kind}`)}</span>
        </p>
        {entry.changes.length > 0 ? (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full min-w-[32rem] table-fixed border-collapse text-left text-sm">
              <caption className="sr-only">{t('log.changesLabel', { title })}</caption>
              <thead>
                <tr className="text-xs text-slate-600">
                  <th scope="col" className="w-1/5 py-1 pr-3 font-medium">
                    {t('log.field')}
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t('log.before')}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t('log.after')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {entry.changes.map((change, index) => (
                  <tr key={`${change.field}-${index}`} className="border-t border-slate-100 align-top">
                    <th scope="row" className="py-1.5 pr-3 font-medium break-words text-slate-700">
                      {sharedText(change.field)}
                    </th>
                    <td className="py-1.5 pr-3 text-slate-700">
                      <ChangeValue value={change.before} />
                    </td>
                    <td className="py-1.5 text-slate-900">
                      <ChangeValue value={change.after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </li>
  );
}
