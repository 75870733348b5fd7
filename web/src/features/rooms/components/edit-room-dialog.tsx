import type { RoomView } from '@common/rooms/schemas';
import { Dialog } from '@web/components/ui/dialog';
import { useRoomTexts } from '@web/locales/rooms';
import { useUpdateRoom } from '../api/update-room';
import type { RoomsLanguage } from '../rooms-language';
import { EditRoomForm } from './edit-room-form';

interface EditRoomDialogProps {
  hotelId: string;
  /** The room to rename or retype; null keeps the dialog closed. */
  room: RoomView | null;
  onClose(): void;
  /** The screen's language: the rooms page's 'Edit Room' (the default) or 'My Rooms' German. */
  language?: RoomsLanguage;
}

/** 'Edit Room': rename, retype and state the room's facts in one form. */
export function EditRoomDialog({ hotelId, room, onClose, language = 'en' }: EditRoomDialogProps) {
  const t = useRoomTexts();
  const updateRoom = useUpdateRoom(hotelId);
  return (
    <Dialog
      open={room !== null}
      onOpenChange={(open) => !open && onClose()}
      title={language === 'en' ? t('page.editTitle') : t('editForm.de.title')}
      description={room?.name}
      closeDisabled={updateRoom.isPending}
    >
      {/* Keyed by room, so the form starts from the room's current name, type and facts each time it opens. */}
      {room ? (
        <EditRoomForm
          key={room.id}
          room={room}
          language={language}
          saving={updateRoom.isPending}
          onSave={async (name, type, facts) => {
            await updateRoom.mutateAsync({ roomId: room.id, update: { name, type, ...facts } });
            onClose();
          }}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}
