import type { RoomFactsInput } from '@common/rooms/room-facts-schema';
import type { RoomView } from '@common/rooms/schemas';
import { useRoomTexts } from '@web/locales/rooms';
import type { RoomsLanguage } from '../rooms-language';
import { RoomForm } from './room-form';
import { typeChoice } from './room-type-select';

interface EditRoomFormProps {
  room: RoomView;
  language: RoomsLanguage;
  saving: boolean;
  onSave(name: string, type: string, facts: RoomFactsInput): Promise<void>;
  onCancel(): void;
}

/** Name, type and facts of one room, starting from its current ones; a blank name keeps Save disabled. */
export function EditRoomForm({ room, language, saving, onSave, onCancel }: EditRoomFormProps) {
  const t = useRoomTexts();
  const english = language === 'en';
  return (
    <RoomForm
      initialName={room.name}
      initialType={typeChoice(room.type)}
      initialFacts={room.facts}
      language={language}
      saving={saving}
      failureText={english ? t('page.updateFailed') : t('editForm.de.failed')}
      saveLabel={english ? t('page.save') : t('editForm.de.save')}
      savingLabel={english ? t('page.saving') : t('editForm.de.saving')}
      onSave={onSave}
      onCancel={onCancel}
    />
  );
}
