import type { RoomView } from '@common/rooms/schemas';
import { roomTexts } from '@common/rooms/texts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { useCreateRoom } from '../api/create-room';
import { roomsPageTexts as texts } from '../content/rooms-texts';
import { useRoomDraft } from '../hooks/use-room-draft';
import { RoomFields } from './room-fields';

interface AddRoomFormProps {
  hotelId: string;
  onCreated(room: RoomView): void;
}

/** The rooms page's add-room form: a name is required (blank after trimming keeps the button disabled). */
export function AddRoomForm({ hotelId, onCreated }: AddRoomFormProps) {
  const createRoom = useCreateRoom(hotelId);
  const draft = useRoomDraft({
    saving: createRoom.isPending,
    save: async (name, type) => onCreated(await createRoom.mutateAsync({ name, type })),
    clearAfterSave: true,
    // The spec's text first; a refusal the server explains (a too long name, say) is added below it.
    failureDetail: (error) => errorMessage(error, ''),
  });
  const { failure, blank } = draft;

  return (
    <form
      onSubmit={draft.submit}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      noValidate
    >
      <h3 className="font-semibold text-slate-900">{texts.addTitle}</h3>
      <RoomFields
        labels={{ name: texts.nameLabel, type: texts.typeLabel, defaultType: texts.defaultTypeOption }}
        name={draft.name}
        type={draft.type}
        onNameChange={draft.setName}
        onTypeChange={draft.setType}
      />
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
