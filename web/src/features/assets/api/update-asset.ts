import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssetUpdate, AssetView } from '@common/assets/schemas';
import { apiRequest } from '@web/lib/api-client';
import { assetKeys, assetsPath } from './asset-keys';

export const updateAsset = (hotelId: string, assetId: string, update: AssetUpdate) =>
  apiRequest<{ asset: AssetView }>(`${assetsPath(hotelId)}/${encodeURIComponent(assetId)}`, {
    method: 'PATCH',
    body: update,
  }).then((body) => body.asset);

export function useUpdateAsset(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assetId, update }: { assetId: string; update: AssetUpdate }) =>
      updateAsset(hotelId, assetId, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.all(hotelId) }),
  });
}
