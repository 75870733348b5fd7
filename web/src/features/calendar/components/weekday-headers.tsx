import { useCalendarTexts } from '@web/locales/calendar';

/** The column heads, Monday first: short names on screen, the full ones for screen readers. */
export function WeekdayHeaders() {
  const t = useCalendarTexts();
  const weekdays = t('weekdays', { returnObjects: true });
  return (
    <thead>
      <tr>
        {t('weekdaysShort', { returnObjects: true }).map((short, index) => (
          <th
            key={short}
            scope="col"
            className="border border-slate-200 bg-slate-100 px-1 py-2 text-center text-xs font-semibold text-slate-700"
          >
            <span aria-hidden="true">{short}</span>
            <span className="sr-only">{weekdays[index]}</span>
          </th>
        ))}
      </tr>
    </thead>
  );
}
