import { useState } from 'react';
import type { RoomView } from '@common/rooms/schemas';
import { useRoomTexts } from '@web/locales/rooms';
import { useDeleteRoom } from '../api/delete-room';

/**
 * Deleting a room after the confirmation dialog (DECISIONS.md 23): which room is asked about, and the failure
 * shown in the dialog, which stays open so the user can try again or cancel. Feeds DeleteRoomDialog.
 */
export function useConfirmedRoomDelete(hotelId: string) {
  const t = useRoomTexts();
  const deleteRoom = useDeleteRoom(hotelId);
  const [room, setRoom] = useState<RoomView | null>(null);
  const [failed, setFailed] = useState(false);

  const cancel = () => {
    setRoom(null);
    setFailed(false);
  };

  const confirm = async () => {
    if (!room) return;
    setFailed(false);
    try {
      await deleteRoom.mutateAsync(room.id);
    } catch {
      setFailed(true);
      return;
    }
    cancel();
  };

  return {
    /** Opens the dialog for this room. */
    ask: setRoom,
    dialog: {
      room,
      deleting: deleteRoom.isPending,
      failure: failed ? t('page.deleteFailed') : null,
      onConfirm: () => void confirm(),
      onCancel: cancel,
    },
  };
}
