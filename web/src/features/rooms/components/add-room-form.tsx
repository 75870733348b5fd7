import { useState, type FormEvent } from 'react';
import { limits } from '@common/limits';
import type { RoomView } from '@common/rooms/schemas';
import { roomTexts } from '@common/rooms/texts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { useCreateRoom } from '../api/create-room';
import { roomsPageTexts as texts } from '../content/rooms-texts';
import { RoomTypeSelect } from './room-type-select';

interface AddRoomFormProps {
  hotelId: string;
  onCreated(room: RoomView): void;
}

/** The rooms page's add-room form: a name is required (blank after trimming keeps the button disabled). */
export function AddRoomForm({ hotelId, onCreated }: AddRoomFormProps) {
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
      const room = await createRoom.mutateAsync({ name, type });
      setName('');
      setType('');
      onCreated(room);
    } catch (error) {
      // The spec's text first; a refusal the server explains (a too long name, say) is added below it.
      setFailure(errorMessage(error, ''));
    }
  };

  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" noValidate>
      <h3 className="font-semibold text-slate-900">{texts.addTitle}</h3>
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
          <p>{roomTexts.addFailed}</p>
          {failure ? <p className="mt-1">{failure}</p> : null}
        </Alert>
      ) : null}
      <Button type="submit" disabled={blank || createRoom.isPending} className="w-full">
        {createRoom.isPending ? texts.adding : texts.add}
      </Button>
    </form>
  );
}
