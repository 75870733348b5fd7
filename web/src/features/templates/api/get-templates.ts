import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateListView } from '@common/templates/schemas';
import { apiRequest } from '@web/lib/api-client';
import { templateKeys, templatesPath } from './template-keys';

export const getTemplates = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<TemplateListView>(templatesPath(hotelId), { signal }).then((body) => body.templates);

export const templatesQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: templateKeys.list(hotelId),
    queryFn: ({ signal }) => getTemplates(hotelId, signal),
  });

/** A hotel's templates as the server orders them: published first, then newest first. */
export const useTemplates = (hotelId: string) => useQuery(templatesQueryOptions(hotelId));
