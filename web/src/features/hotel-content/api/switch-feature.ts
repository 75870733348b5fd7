import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeatureSwitchView } from '@common/content/schemas';
import { apiRequest } from '@web/lib/api-client';
import { contentKeys, targetPath } from './content-keys';

export const switchFeature = (hotelId: string, roomId: string | null, featureId: string, active: boolean) =>
  apiRequest<FeatureSwitchView>(`${targetPath(hotelId, roomId)}/features/${encodeURIComponent(featureId)}`, {
    method: 'PUT',
    body: { active },
  });

/**
 * Switches one feature of the hotel or room on or off. The features reload afterwards, success or not, and the
 * mutation stays pending until they have (onSettled returns the reload), so the switches come back enabled
 * showing the stored state (spec part 2, section 4).
 */
export function useSwitchFeature(hotelId: string, roomId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ featureId, active }: { featureId: string; active: boolean }) =>
      switchFeature(hotelId, roomId, featureId, active),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.features(hotelId, roomId) }),
  });
}
