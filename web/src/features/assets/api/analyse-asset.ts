import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssetAnalyseResponse } from '@common/assets/schemas';
import { apiRequest } from '@web/lib/api-client';
import { assetKeys, assetsPath } from './asset-keys';

/** 'Analyse again': the AI analyses the image once more and files it (DECISIONS.md point 24). */
export const analyseAsset = (hotelId: string, assetId: string) =>
  apiRequest<AssetAnalyseResponse>(`${assetsPath(hotelId)}/${encodeURIComponent(assetId)}/analyse`, {
    method: 'POST',
  }).then((body) => body.asset);

export function useAnalyseAsset(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assetId: string) => analyseAsset(hotelId, assetId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.all(hotelId) }),
  });
}
