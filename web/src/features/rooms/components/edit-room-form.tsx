import type { RoomView } from '@common/rooms/schemas';
import { useRoomTexts } from '@web/locales/rooms';
import { RoomForm } from './room-form';
import { typeChoice } from './room-type-select';

interface EditRoomFormProps {
  room: RoomView;
  saving: boolean;
  onSave(name: string, type: string): Promise<void>;
  onCancel(): void;
}

/** Name and type of one room, starting from its current ones; a blank name keeps Save disabled. */
export function EditRoomForm({ room, saving, onSave, onCancel }: EditRoomFormProps) {
  const t = useRoomTexts();
  return (
    <RoomForm
      initialName={room.name}
      initialType={typeChoice(room.type)}
      saving={saving}
      failureText={t('page.updateFailed')}
      saveLabel={t('page.save')}
      savingLabel={t('page.saving')}
      onSave={onSave}
      onCancel={onCancel}
    />
  );
}
