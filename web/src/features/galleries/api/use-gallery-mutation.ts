import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryView } from '@common/galleries/schemas';
import { galleryKeys, roomsQueryPrefix, type GalleryTarget } from './gallery-keys';

/**
 * Every gallery change answers with the whole gallery, so the answer replaces the cached one instead of a
 * second request. A room's change also refreshes the rooms lists, which show each room's cover.
 */
export function useGalleryMutation<TVariables>(
  target: GalleryTarget,
  request: (variables: TVariables) => Promise<GalleryView>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (view) => {
      queryClient.setQueryData(galleryKeys.gallery(target), view);
      if (target.roomId !== null) {
        void queryClient.invalidateQueries({ queryKey: roomsQueryPrefix(target.hotelId) });
      }
    },
  });
}
