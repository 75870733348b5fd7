import { useState, type FormEvent } from 'react';
import { limits } from '@common/limits';
import { roomTexts } from '@common/rooms/texts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useCreateRoom } from '../api/create-room';
import { myRoomsTexts } from '../content/rooms-texts';
import { RoomTypeSelect } from './room-type-select';

interface NewRoomFormProps {
  hotelId: string;
  onCancel(): void;
}

/** 'Neuen Raum hinzufügen' in the 'My Rooms' panel; 'Raum erstellen' stays disabled while the name is blank. */
export function NewRoomForm({ hotelId, onCancel }: NewRoomFormProps) {
  const createRoom = useCreateRoom(hotelId);
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const blank = name.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || createRoom.isPending) return;
    setFailure(null);
    try {
      await createRoom.mutateAsync({ name, type });
      setName('');
      setType('');
    } catch (error) {
      // The spec's alert names the server's message after its prefix (part 2, section 8).
      setFailure(error instanceof Error ? error.message : '');
    }
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
      noValidate
    >
      <h4 className="font-semibold text-slate-900">{roomTexts.addRoomTitle}</h4>
      <Field label={roomTexts.roomNameLabel}>
        <Input
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={limits.roomNameMaxLength}
          required
        />
      </Field>
      <Field label={roomTexts.roomTypeLabel}>
        <RoomTypeSelect value={type} onChange={setType} defaultLabel={roomTexts.defaultTypeLabel} />
      </Field>
      {failure !== null ? (
        <Alert tone="error">
          <p>{roomTexts.createFailedPrefix + failure}</p>
          <p className="mt-1">{roomTexts.createFailedHint}</p>
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={createRoom.isPending}>
          {roomTexts.cancel}
        </Button>
        <Button type="submit" disabled={blank || createRoom.isPending}>
          {createRoom.isPending ? myRoomsTexts.creating : roomTexts.createRoom}
        </Button>
      </div>
    </form>
  );
}
