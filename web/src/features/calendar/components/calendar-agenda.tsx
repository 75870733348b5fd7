import type { CalendarTemplateView } from '@common/templates/schemas';
import { cn } from '@web/components/ui/cn';
import { formatterFor } from '@web/lib/format/formatter';
import { useCalendarTexts } from '@web/locales/calendar';
import { upcomingTemplates, type IsoDay } from '../calendar-days';
import { templateColorClasses } from '../template-colors';

interface CalendarAgendaProps {
  templates: readonly CalendarTemplateView[];
  hiddenIds: ReadonlySet<string>;
  /** The first day of the month or week shown: the agenda lists what ends on it or later. */
  from: IsoDay;
}

const format = formatterFor('de');
// Every template listed has both days, so a range never reads open.
const openRange = { from: (start: string) => start, until: (end: string) => end };

/**
 * The calendar on a phone (below 640 px, where seven columns of days leave no room for a template's name): the
 * templates from the month or week shown onwards, one line each, by date.
 */
export function CalendarAgenda({ templates, hiddenIds, from }: CalendarAgendaProps) {
  const t = useCalendarTexts();
  const upcoming = upcomingTemplates(templates, from, hiddenIds);
  return (
    <section aria-label={t('agenda')} className="rounded-xl border border-slate-200 bg-white">
      {upcoming.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">{t('agendaEmpty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {upcoming.map((template) => (
            <li
              key={template.id}
              className={cn('border-l-4 px-4 py-3', templateColorClasses(template.id).chip)}
            >
              <p className="font-medium">{template.name}</p>
              <p className="text-sm">{format.dayRange(template.startDate, template.endDate, openRange)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
