import { useState } from 'react';
import type { RoomView } from '@common/rooms/schemas';
import { useRoomTexts } from '@web/locales/rooms';
import { useConfirmedRoomDelete } from '../hooks/use-confirmed-room-delete';
import { DeleteRoomDialog } from './delete-room-dialog';
import { EditRoomDialog } from './edit-room-dialog';
import { RoomListItem } from './room-list-item';

interface RoomListProps {
  hotelId: string;
  rooms: RoomView[];
  selectedRoomId: string | null;
  onSelect(roomId: string): void;
}

/** The rooms page's list, with rename/retype and delete (after the spec's confirmation). */
export function RoomList({ hotelId, rooms, selectedRoomId, onSelect }: RoomListProps) {
  const t = useRoomTexts();
  const deletion = useConfirmedRoomDelete(hotelId);
  const [editing, setEditing] = useState<RoomView | null>(null);

  return (
    <>
      <ul aria-label={t('page.listLabel')} className="space-y-2">
        {rooms.map((room) => (
          <RoomListItem
            key={room.id}
            room={room}
            selected={room.id === selectedRoomId}
            onSelect={() => onSelect(room.id)}
            onEdit={() => setEditing(room)}
            onDelete={() => deletion.ask(room)}
          />
        ))}
      </ul>
      <EditRoomDialog hotelId={hotelId} room={editing} onClose={() => setEditing(null)} />
      <DeleteRoomDialog {...deletion.dialog} language="en" />
    </>
  );
}
