import { useState } from 'react';
import type { RoomView } from '@common/rooms/schemas';
import { roomTexts } from '@common/rooms/texts';
import { useDeleteRoom } from '../api/delete-room';
import { roomsPageTexts as texts } from '../content/rooms-texts';
import { DeleteRoomDialog } from './delete-room-dialog';
import { EditRoomDialog } from './edit-room-dialog';
import { RoomListItem } from './room-list-item';

interface RoomListProps {
  hotelId: string;
  rooms: RoomView[];
  selectedRoomId: string | null;
  onSelect(roomId: string): void;
}

const deleteLabels = {
  title: texts.deleteTitle,
  cancel: texts.cancel,
  confirm: texts.confirmDelete,
  deleting: texts.deleting,
};

/** The rooms page's list, with rename/retype and delete (after the spec's confirmation). */
export function RoomList({ hotelId, rooms, selectedRoomId, onSelect }: RoomListProps) {
  const deleteRoom = useDeleteRoom(hotelId);
  const [editing, setEditing] = useState<RoomView | null>(null);
  const [deleting, setDeleting] = useState<RoomView | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);

  const closeDelete = () => {
    setDeleting(null);
    setDeleteFailed(false);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteFailed(false);
    try {
      await deleteRoom.mutateAsync(deleting.id);
    } catch {
      setDeleteFailed(true);
      return;
    }
    closeDelete();
  };

  return (
    <>
      <ul aria-label={texts.listLabel} className="space-y-2">
        {rooms.map((room) => (
          <RoomListItem
            key={room.id}
            room={room}
            selected={room.id === selectedRoomId}
            onSelect={() => onSelect(room.id)}
            onEdit={() => setEditing(room)}
            onDelete={() => setDeleting(room)}
          />
        ))}
      </ul>
      <EditRoomDialog hotelId={hotelId} room={editing} onClose={() => setEditing(null)} />
      <DeleteRoomDialog
        room={deleting}
        deleting={deleteRoom.isPending}
        failure={deleteFailed ? roomTexts.deleteFailed : null}
        onConfirm={confirmDelete}
        onCancel={closeDelete}
        labels={deleteLabels}
      />
    </>
  );
}
