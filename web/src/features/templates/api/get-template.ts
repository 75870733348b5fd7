import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateView } from '@common/templates/schemas';
import { apiRequest } from '@web/lib/api-client';
import { templateKeys, templatePath } from './template-keys';

export const getTemplate = (hotelId: string, templateId: string, signal?: AbortSignal) =>
  apiRequest<{ template: TemplateView }>(templatePath(hotelId, templateId), { signal }).then(
    (body) => body.template,
  );

/** One whole template (every image), for the editor; the list carries only each template's cover. */
export const useTemplate = (hotelId: string, templateId: string) =>
  useQuery(
    queryOptions({
      queryKey: templateKeys.one(hotelId, templateId),
      queryFn: ({ signal }) => getTemplate(hotelId, templateId, signal),
      // Each opening of the editor starts from the template as saved.
      staleTime: 0,
      gcTime: 0,
    }),
  );
