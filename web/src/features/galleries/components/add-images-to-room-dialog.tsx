import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChoiceDialog } from '@web/components/ui/choice-dialog';
import { errorMessage } from '@web/lib/api-client';
import { addGalleryImages } from '../api/add-gallery-images';
import { galleryKeys, roomsQueryPrefix } from '../api/gallery-keys';
import { useGalleryTexts } from '@web/locales/galleries';

interface AddImagesToRoomDialogProps {
  hotelId: string;
  assetIds: string[];
  /** The hotel's rooms (the route reads them from the rooms feature); undefined while they load. */
  rooms: { id: string; name: string }[] | undefined;
  roomsFailed: boolean;
  onClose(): void;
  onAdded(message: string): void;
}

/**
 * The library's 'Add to room': the selected images go into the chosen room's gallery through the room image
 * API, in one request, all or none (a room past 50 images is refused with that rule, and the dialog stays).
 */
export function AddImagesToRoomDialog({
  hotelId,
  assetIds,
  rooms,
  roomsFailed,
  onClose,
  onAdded,
}: AddImagesToRoomDialogProps) {
  const t = useGalleryTexts();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (roomId: string) => addGalleryImages({ hotelId, roomId }, assetIds),
    onSuccess: (view, roomId) => {
      queryClient.setQueryData(galleryKeys.gallery({ hotelId, roomId }), view);
      void queryClient.invalidateQueries({ queryKey: roomsQueryPrefix(hotelId) });
    },
  });

  const confirm = (roomId: string) =>
    add.mutate(roomId, {
      onSuccess: () =>
        onAdded(
          t('addToRoom.added', {
            count: assetIds.length,
            room: rooms?.find((room) => room.id === roomId)?.name ?? '',
          }),
        ),
    });

  const choiceTexts = {
    empty: t('addToRoom.empty'),
    loading: t('addToRoom.loading'),
    cancel: t('addToRoom.cancel'),
    confirm: t('addToRoom.confirm'),
    pending: t('addToRoom.pending'),
  };
  return (
    <ChoiceDialog
      open
      title={t('addToRoom.title', { count: assetIds.length })}
      description={t('addToRoom.description')}
      label={t('addToRoom.label')}
      options={rooms?.map((room) => ({ value: room.id, label: room.name }))}
      texts={choiceTexts}
      failure={
        add.isError
          ? errorMessage(add.error, t('addToRoom.failed'))
          : roomsFailed
            ? t('addToRoom.loadFailed')
            : null
      }
      pending={add.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
