import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { schemaOrgDataPath } from '../schema-org-snippet';
import { publishingKeys } from './publishing-paths';

/**
 * The hotel's schema.org data as any website reads it. Past the browser's cache (which may keep the public
 * answer five minutes), so the snippet shows the content as it is now.
 */
export const getSchemaOrgData = (publicId: string, signal?: AbortSignal) =>
  apiRequest<unknown>(schemaOrgDataPath(publicId), { signal, fresh: true });

export const schemaOrgDataQueryOptions = (hotelId: string, publicId: string) =>
  queryOptions({
    queryKey: [...publishingKeys.of(hotelId), 'schema.org', publicId] as const,
    queryFn: ({ signal }) => getSchemaOrgData(publicId, signal),
    // Read again each time the section is shown: content edited elsewhere since shows in the snippet.
    staleTime: 0,
  });

/** The published hotel's schema.org data, for the 'Website' section's snippet. */
export const useSchemaOrgData = (hotelId: string, publicId: string) =>
  useQuery(schemaOrgDataQueryOptions(hotelId, publicId));
