import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { RoomView } from '@common/rooms/schemas';
import { useRoleAllows } from '@web/features/teams/use-hotel-role';
import { useRoomTexts } from '@web/locales/rooms';
import { useConfirmedRoomDelete } from '../hooks/use-confirmed-room-delete';
import { DeleteRoomDialog } from './delete-room-dialog';
import { EditRoomDialog } from './edit-room-dialog';
import { RoomListItem } from './room-list-item';
import { withoutParam } from '@web/lib/search-params';

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
  // ?edit=<roomId> opens that room's edit dialog: where the channel readiness's 'Fix' sends missing room facts
  // (issue 32). Closing the dialog takes it out of the address, so it does not open again.
  const [params, setParams] = useSearchParams();
  const mayEdit = useRoleAllows('editor');
  const editAsked = (mayEdit && rooms.find((room) => room.id === params.get('edit'))) || null;
  const closeEditing = () => {
    setEditing(null);
    if (!params.has('edit')) return;
    setParams(withoutParam('edit'), { replace: true });
  };

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
      <EditRoomDialog hotelId={hotelId} room={editing ?? editAsked} onClose={closeEditing} />
      <DeleteRoomDialog {...deletion.dialog} language="en" />
    </>
  );
}
