const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A due day (YYYY-MM-DD) as the list shows it, '1 Dec 2026': the same day wherever the user is. */
export function formatDueDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return dayFormat.format(new Date(Date.UTC(year, month - 1, date)));
}
