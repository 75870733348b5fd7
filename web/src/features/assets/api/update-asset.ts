import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssetUpdate, AssetView } from '@common/assets/schemas';
import { apiRequest } from '@web/lib/api-client';
import { PhotoTextsNotSaved, type PhotoTextChange } from '../photo-texts';
import { assetKeys, assetsPath } from './asset-keys';
import { savePhotoText } from './photo-texts';

export const updateAsset = (hotelId: string, assetId: string, update: AssetUpdate) =>
  apiRequest<{ asset: AssetView }>(`${assetsPath(hotelId)}/${encodeURIComponent(assetId)}`, {
    method: 'PATCH',
    body: update,
  }).then((body) => body.asset);

/**
 * The asset first, then each translation typed with it, one after another: a translation saved after its source
 * changed is current, one left alone is stale (the database marks it when the source changes).
 */
async function updateAssetAndTexts(
  hotelId: string,
  assetId: string,
  update: AssetUpdate,
  translations: readonly PhotoTextChange[],
) {
  const asset = await updateAsset(hotelId, assetId, update);
  for (const change of translations) {
    await savePhotoText(hotelId, assetId, change).catch((cause: unknown) => {
      throw new PhotoTextsNotSaved(change.language, { cause });
    });
  }
  return asset;
}

export function useUpdateAsset(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      assetId,
      update,
      translations = [],
    }: {
      assetId: string;
      update: AssetUpdate;
      translations?: readonly PhotoTextChange[];
    }) => updateAssetAndTexts(hotelId, assetId, update, translations),
    // Also after a translation failed: the asset itself was saved. The photo's texts are under the same prefix.
    onSettled: () => queryClient.invalidateQueries({ queryKey: assetKeys.all(hotelId) }),
  });
}
