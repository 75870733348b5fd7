import { useQuery } from '@tanstack/react-query';
import type { AssetUsageResponse } from '@common/trash/schemas';
import { apiRequest } from '@web/lib/api-client';
import { assetKeys, assetsPath } from './asset-keys';

/** Where the photos are used, combined, as a delete dialog says it before they go to the trash. */
export function useAssetUsage(hotelId: string, assetIds: readonly string[], enabled: boolean) {
  const sorted = [...assetIds].sort();
  return useQuery({
    queryKey: [...assetKeys.all(hotelId), 'usage', sorted],
    queryFn: async () =>
      (
        await apiRequest<AssetUsageResponse>(`${assetsPath(hotelId)}/usage`, {
          method: 'POST',
          body: { assetIds: sorted },
        })
      ).usage,
    enabled: enabled && sorted.length > 0,
    staleTime: 0,
  });
}
