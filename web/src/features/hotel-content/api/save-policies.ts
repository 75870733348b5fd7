import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HotelPolicies, HotelPoliciesResponse } from '@common/content/policies';
import { apiRequest } from '@web/lib/api-client';
import { contentKeys, hotelPath } from './content-keys';

export const savePolicies = (hotelId: string, policies: HotelPolicies) =>
  apiRequest<HotelPoliciesResponse>(`${hotelPath(hotelId)}/policies`, { method: 'PUT', body: policies }).then(
    (body) => body.policies,
  );

/** Saves every policy choice and time range at once; the answer becomes what the page shows. */
export function useSavePolicies(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policies: HotelPolicies) => savePolicies(hotelId, policies),
    onSuccess: (saved) => queryClient.setQueryData(contentKeys.policies(hotelId), saved),
  });
}
