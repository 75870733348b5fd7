import { roomTexts } from '@common/rooms/texts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useCreateRoom } from '../api/create-room';
import { myRoomsTexts } from '../content/rooms-texts';
import { useRoomDraft } from '../hooks/use-room-draft';
import { RoomFields } from './room-fields';

interface NewRoomFormProps {
  hotelId: string;
  onCancel(): void;
}

/** 'Neuen Raum hinzufügen' in the 'My Rooms' panel; 'Raum erstellen' stays disabled while the name is blank. */
export function NewRoomForm({ hotelId, onCancel }: NewRoomFormProps) {
  const createRoom = useCreateRoom(hotelId);
  const draft = useRoomDraft({
    saving: createRoom.isPending,
    save: async (name, type) => {
      await createRoom.mutateAsync({ name, type });
    },
    clearAfterSave: true,
    // The spec's alert names the server's message after its prefix (part 2, section 8).
    failureDetail: (error) => (error instanceof Error ? error.message : ''),
  });
  const { failure, blank } = draft;

  return (
    <form
      onSubmit={draft.submit}
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
      noValidate
    >
      <h4 className="font-semibold text-slate-900">{roomTexts.addRoomTitle}</h4>
      <RoomFields
        labels={{
          name: roomTexts.roomNameLabel,
          type: roomTexts.roomTypeLabel,
          defaultType: roomTexts.defaultTypeLabel,
        }}
        name={draft.name}
        type={draft.type}
        onNameChange={draft.setName}
        onTypeChange={draft.setType}
      />
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
