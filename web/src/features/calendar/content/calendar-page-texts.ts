/** The calendar's own labels beside the spec's texts (calendarTexts in common/src/templates/texts.ts). */
export const calendarPageTexts = {
  view: 'Ansicht',
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  miniCalendar: 'Monatsübersicht',
  templatesOfDay: 'Templates an diesem Tag',
  loadingTemplates: 'Templates werden geladen...',
  loading: 'Kalender wird geladen...',
  agenda: 'Kommende Templates',
  agendaEmpty: 'Keine kommenden Templates',
} as const;
