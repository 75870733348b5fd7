import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicConfig } from '@web/features/accounts/api/get-public-config';

// Whether the server can import only changes with a restart, so it is read once per visit. The sign-in pages
// read the same answer without the query cache (usePublicConfig); inside the app it is a query like any other.
export const importAvailabilityQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: getPublicConfig,
    staleTime: Infinity,
    select: (config) => config.propertyImport,
  });

/** true when the server has the marketplace's data API configured; undefined until it has answered. */
export const useImportAvailability = () => useQuery(importAvailabilityQueryOptions());
