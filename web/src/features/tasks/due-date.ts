import { formatterFor } from '@web/lib/format/formatter';

/** A due day (YYYY-MM-DD) as the list shows it, '1 Dec 2026': the same day wherever the user is. */
export const formatDueDate = (day: string): string => formatterFor('en').day(day);
