import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelPoliciesResponse } from '@common/content/policies';
import { apiRequest } from '@web/lib/api-client';
import { contentKeys, hotelPath } from './content-keys';

export const getPolicies = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<HotelPoliciesResponse>(`${hotelPath(hotelId)}/policies`, { signal }).then(
    (body) => body.policies,
  );

export const policiesQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: contentKeys.policies(hotelId),
    queryFn: ({ signal }) => getPolicies(hotelId, signal),
  });

/** The hotel's policy choices (pets, smoking, parties, children) and check-in and check-out times. */
export const usePolicies = (hotelId: string) => useQuery(policiesQueryOptions(hotelId));
