import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssetBulkUpdate, AssetBulkUpdateResponse } from '@common/assets/bulk-schemas';
import { apiRequest } from '@web/lib/api-client';
import { assetKeys, assetsPath } from './asset-keys';

/** The selection's category and/or added tags in one request, all or nothing. */
export const updateAssets = (hotelId: string, change: AssetBulkUpdate) =>
  apiRequest<AssetBulkUpdateResponse>(assetsPath(hotelId), { method: 'PATCH', body: change });

export function useUpdateAssets(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AssetBulkUpdate) => updateAssets(hotelId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.all(hotelId) }),
  });
}
