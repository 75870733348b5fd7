import type { RoomView } from '@common/rooms/schemas';
import { Dialog } from '@web/components/ui/dialog';
import { useRoomTexts } from '@web/locales/rooms';
import { useUpdateRoom } from '../api/update-room';
import { EditRoomForm } from './edit-room-form';

interface EditRoomDialogProps {
  hotelId: string;
  /** The room to rename or retype; null keeps the dialog closed. */
  room: RoomView | null;
  onClose(): void;
}

/** 'Edit Room': rename and retype in one small form. */
export function EditRoomDialog({ hotelId, room, onClose }: EditRoomDialogProps) {
  const t = useRoomTexts();
  const updateRoom = useUpdateRoom(hotelId);
  return (
    <Dialog
      open={room !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('page.editTitle')}
      description={room?.name}
      closeDisabled={updateRoom.isPending}
    >
      {/* Keyed by room, so the form starts from the room's current name and type each time it opens. */}
      {room ? (
        <EditRoomForm
          key={room.id}
          room={room}
          saving={updateRoom.isPending}
          onSave={async (name, type) => {
            await updateRoom.mutateAsync({ roomId: room.id, update: { name, type } });
            onClose();
          }}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}
