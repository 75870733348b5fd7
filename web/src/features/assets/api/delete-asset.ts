import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { assetKeys, assetsPath } from './asset-keys';

export const deleteAsset = (hotelId: string, assetId: string) =>
  apiRequest<void>(`${assetsPath(hotelId)}/${encodeURIComponent(assetId)}`, { method: 'DELETE' });

export function useDeleteAsset(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assetId: string) => deleteAsset(hotelId, assetId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.all(hotelId) }),
  });
}

/**
 * Deletes a selection, one call per asset in parallel (spec part 2, section 7). It answers with the ids that
 * could not be deleted; the library refreshes either way, since some of them may be gone.
 */
export function useDeleteAssets(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (assetIds: string[]) => {
      const results = await Promise.allSettled(assetIds.map((assetId) => deleteAsset(hotelId, assetId)));
      return assetIds.filter((_, index) => results[index]?.status === 'rejected');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: assetKeys.all(hotelId) }),
  });
}
