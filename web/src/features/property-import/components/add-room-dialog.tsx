import { Dialog } from '@web/components/ui/dialog';
import { useCreateRoom } from '@web/features/rooms/api/create-room';
import { RoomForm } from '@web/features/rooms/components/room-form';
import { usePropertyImportTexts } from '@web/locales/propertyImport';

interface AddRoomDialogProps {
  hotelId: string;
  open: boolean;
  onClose(): void;
}

/** 'Add New Room': a name (required) and a type; the dialog closes once the room is added. */
export function AddRoomDialog({ hotelId, open, onClose }: AddRoomDialogProps) {
  const t = usePropertyImportTexts();
  const createRoom = useCreateRoom(hotelId);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('addRoomTitle')}
      closeDisabled={createRoom.isPending}
    >
      <RoomForm
        initialName=""
        initialType=""
        saving={createRoom.isPending}
        failureText={t('addRoomFailed')}
        saveLabel={t('addRoom')}
        savingLabel={t('adding')}
        onSave={async (name, type) => {
          await createRoom.mutateAsync({ name, type });
          onClose();
        }}
        onCancel={onClose}
      />
    </Dialog>
  );
}
