import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { TemplateView } from '@common/templates/schemas';
import { apiRequest } from '@web/lib/api-client';
import { hotelPath } from './content-keys';

/**
 * The template the content page edits in template mode (drafts too). The page asks only with a template id:
 * without one it edits the hotel's own content, never the server's choice of a template (issue 31, point 3),
 * so the id is required here and an address without it cannot be built (the server would answer 400).
 */
export const getActiveTemplate = (hotelId: string, templateId: string, signal?: AbortSignal) =>
  apiRequest<{ template: TemplateView | null }>(
    `${hotelPath(hotelId)}/templates/active?templateId=${encodeURIComponent(templateId)}`,
    { signal },
  );

/** Under the templates list's key prefix, so saving a template anywhere refreshes it. */
export const activeTemplateKey = (hotelId: string, templateId: string | null) =>
  ['templates', hotelId, 'active', templateId] as const;

/** With no template chosen (the hotel's own content) the query is skipped: there is nothing to ask for. */
export const activeTemplateQueryOptions = (hotelId: string, templateId: string | null) =>
  queryOptions({
    queryKey: activeTemplateKey(hotelId, templateId),
    queryFn: templateId === null ? skipToken : ({ signal }) => getActiveTemplate(hotelId, templateId, signal),
    select: (answer) => answer.template,
  });

export const useActiveTemplate = (hotelId: string, templateId: string | null) =>
  useQuery(activeTemplateQueryOptions(hotelId, templateId));
