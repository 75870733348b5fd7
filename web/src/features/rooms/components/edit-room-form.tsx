import { useState, type FormEvent } from 'react';
import { limits } from '@common/limits';
import type { RoomView } from '@common/rooms/schemas';
import { roomTexts } from '@common/rooms/texts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { roomsPageTexts as texts } from '../content/rooms-texts';
import { RoomTypeSelect, typeChoice } from './room-type-select';

interface EditRoomFormProps {
  room: RoomView;
  saving: boolean;
  onSave(name: string, type: string): Promise<void>;
  onCancel(): void;
}

/** Name and type of one room; a blank name keeps Save disabled. */
export function EditRoomForm({ room, saving, onSave, onCancel }: EditRoomFormProps) {
  const [name, setName] = useState(room.name);
  const [type, setType] = useState(typeChoice(room.type));
  const [failure, setFailure] = useState<string | null>(null);
  const blank = name.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || saving) return;
    setFailure(null);
    try {
      await onSave(name, type);
    } catch (error) {
      setFailure(errorMessage(error, ''));
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field label={texts.nameLabel}>
        <Input
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={limits.roomNameMaxLength}
          required
        />
      </Field>
      <Field label={texts.typeLabel}>
        <RoomTypeSelect value={type} onChange={setType} defaultLabel={texts.defaultTypeOption} />
      </Field>
      {failure !== null ? (
        <Alert tone="error">
          <p>{roomTexts.updateFailed}</p>
          {failure ? <p className="mt-1">{failure}</p> : null}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {texts.cancel}
        </Button>
        <Button type="submit" disabled={blank || saving}>
          {saving ? texts.saving : texts.save}
        </Button>
      </div>
    </form>
  );
}
