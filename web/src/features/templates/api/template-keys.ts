/**
 * Query keys of one hotel's templates. Everything read about them sits under one prefix: this list, the
 * calendar's (web/src/features/calendar, ['templates', hotelId, 'calendar']) and the content page's active
 * template, so one invalidation after a save, delete or generation refreshes every screen that shows them.
 */
export const templateKeys = {
  all: (hotelId: string) => ['templates', hotelId] as const,
  list: (hotelId: string) => ['templates', hotelId, 'list'] as const,
  one: (hotelId: string, templateId: string) => ['templates', hotelId, 'one', templateId] as const,
};

/** A generation is followed under its own prefix: refreshing the templates after it must not ask it again. */
export const generationKey = (hotelId: string, generationId: string) =>
  ['template-generation', hotelId, generationId] as const;

export const templatesPath = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}/templates`;
export const templatePath = (hotelId: string, templateId: string) =>
  `${templatesPath(hotelId)}/${encodeURIComponent(templateId)}`;
