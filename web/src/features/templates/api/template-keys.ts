/**
 * Query keys of one hotel's templates. The list sits under the 'templates' prefix with anything else read
 * per template (the content page's active template), so one invalidation after a save, delete or generation
 * refreshes them all; the calendar reads its own list under 'calendar-templates'.
 */
export const templateKeys = {
  all: (hotelId: string) => ['templates', hotelId] as const,
  list: (hotelId: string) => ['templates', hotelId, 'list'] as const,
  calendar: (hotelId: string) => ['calendar-templates', hotelId] as const,
};

export const templatesPath = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/templates`;
export const templatePath = (hotelId: string, templateId: string) =>
  `${templatesPath(hotelId)}/${encodeURIComponent(templateId)}`;
