import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { assetKeys, assetsPath } from './asset-keys';

export const getAssetTags = (hotelId: string) =>
  apiRequest<{ tags: string[] }>(`${assetsPath(hotelId)}/tags`).then((body) => body.tags);

/** The sorted unique tags of all the hotel's assets, for the tag filter. */
export const useAssetTags = (hotelId: string) =>
  useQuery({ queryKey: assetKeys.tags(hotelId), queryFn: () => getAssetTags(hotelId) });
