import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationAccepted, OwnershipOfferView } from '@common/teams/schemas';
import { hotelsQueryOptions } from '@web/features/hotels/api/get-hotels';
import { apiRequest } from '@web/lib/api-client';
import { ownershipOfferPath, teamKeys } from './team-paths';

export const getOfferToYou = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<{ offer: OwnershipOfferView | null }>(ownershipOfferPath(hotelId), { signal }).then(
    (body) => body.offer,
  );

/** The open offer to hand the active hotel's team over to the signed-in member, or null (any role may ask). */
export function useOfferToYou(hotelId: string) {
  return useQuery({
    queryKey: teamKeys.offerToYou(hotelId),
    queryFn: ({ signal }) => getOfferToYou(hotelId, signal),
  });
}

export const offerOwnership = (hotelId: string, userId: string) =>
  apiRequest<{ offer: OwnershipOfferView }>(ownershipOfferPath(hotelId), {
    method: 'POST',
    body: { userId },
  }).then((body) => body.offer);

/** The owner offers the team to a member, who must accept. */
export function useOfferOwnership(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => offerOwnership(hotelId, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.team(hotelId) }),
  });
}

export const cancelOwnershipOffer = (hotelId: string) =>
  apiRequest<void>(ownershipOfferPath(hotelId), { method: 'DELETE' });

/** The owner withdraws the open offer. */
export function useCancelOwnershipOffer(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOwnershipOffer(hotelId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.team(hotelId) }),
  });
}

export const acceptOwnership = (hotelId: string) =>
  apiRequest<InvitationAccepted>(`${ownershipOfferPath(hotelId)}/accept`, { method: 'POST' });

/**
 * The offered member accepts: they become the owner. Every role changed, so the user's hotels (with their role)
 * and everything of the team are read again.
 */
export function useAcceptOwnership(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptOwnership(hotelId),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: hotelsQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: ['team', hotelId] });
    },
  });
}
