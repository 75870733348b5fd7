import type { RoomView } from '@common/rooms/schemas';
import { roomTexts } from '@common/rooms/texts';
import { roomsPageTexts as texts } from '../content/rooms-texts';
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
  return (
    <RoomForm
      initialName={room.name}
      initialType={typeChoice(room.type)}
      saving={saving}
      failureText={roomTexts.updateFailed}
      saveLabel={texts.save}
      savingLabel={texts.saving}
      onSave={onSave}
      onCancel={onCancel}
    />
  );
}
