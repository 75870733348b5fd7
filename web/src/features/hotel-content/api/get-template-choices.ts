import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarTemplatesView } from '@common/templates/schemas';
import { apiRequest } from '@web/lib/api-client';
import { hotelPath } from './content-keys';

/** Every template of the hotel with its dates, newest first: what the page's 'Editing: …' switcher offers. */
export const getTemplateChoices = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<CalendarTemplatesView>(`${hotelPath(hotelId)}/calendar-templates`, { signal }).then(
    (body) => body.templates,
  );

/** Under the templates' key prefix, so a template saved, generated or deleted anywhere refreshes the list. */
export const templateChoicesQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: ['templates', hotelId, 'content-choices'] as const,
    queryFn: ({ signal }) => getTemplateChoices(hotelId, signal),
  });

export const useTemplateChoices = (hotelId: string, enabled: boolean) =>
  useQuery({ ...templateChoicesQueryOptions(hotelId), enabled });
