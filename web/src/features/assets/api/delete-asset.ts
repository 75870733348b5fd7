import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrashMoveResponse } from '@common/trash/schemas';
import { apiRequest } from '@web/lib/api-client';
import { assetsPath } from './asset-keys';

export const deleteAsset = (hotelId: string, assetId: string) =>
  apiRequest<void>(`${assetsPath(hotelId)}/${encodeURIComponent(assetId)}`, { method: 'DELETE' });

/**
 * A photo in the trash leaves galleries, rooms, templates and the dashboard's counts too, so every query of
 * the app is refreshed, not only the library's.
 */
export function useDeleteAsset(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assetId: string) => deleteAsset(hotelId, assetId),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/**
 * Moves a selection to the trash in one request, all or none (issue 31, point 4). It answers with the ids that
 * could not be moved (all of them when the request failed); the library refreshes either way.
 */
export function useDeleteAssets(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (assetIds: string[]) => {
      try {
        await apiRequest<TrashMoveResponse>(`${assetsPath(hotelId)}/trash`, {
          method: 'POST',
          body: { assetIds },
        });
        return [];
      } catch {
        return assetIds;
      }
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}
