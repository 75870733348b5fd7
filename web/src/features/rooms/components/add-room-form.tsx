import type { RoomView } from '@common/rooms/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { RoleLocked, RoleLockNote, useRoleLock } from '@web/features/teams/role-lock';
import { useRoomTexts } from '@web/locales/rooms';
import { useCreateRoom } from '../api/create-room';
import { useRoomDraft } from '../hooks/use-room-draft';
import type { RoomsLanguage } from '../rooms-language';
import { RoomFields } from './room-fields';

interface AddRoomFormProps {
  hotelId: string;
  /** The page's language: the form's words and the room types' names follow it. */
  language: RoomsLanguage;
  onCreated?(room: RoomView): void;
  /** Shows a cancel button (the content page's 'manage rooms' closes the form with it). */
  onCancel?(): void;
}

/**
 * The one form that adds a room, on the rooms page and in the content page's 'My Rooms' (issue 31, point 8):
 * a name is required (blank after trimming keeps the button disabled), the type starts at the default type, and
 * a refusal keeps what was typed with the server's reason.
 */
export function AddRoomForm({ hotelId, language, onCreated, onCancel }: AddRoomFormProps) {
  const t = useRoomTexts();
  const lock = useRoleLock('editor');
  const createRoom = useCreateRoom(hotelId);
  const draft = useRoomDraft({
    saving: createRoom.isPending,
    save: async (name, type) => {
      const room = await createRoom.mutateAsync({ name, type });
      onCreated?.(room);
    },
    clearAfterSave: true,
    failureDetail: (error) => errorMessage(error, ''),
  });
  const { failure, blank } = draft;
  // The rooms page shows the spec's text, then the server's reason on its own line; 'My Rooms' the spec's German
  // alert: its prefix with the server's message, then the hint line (part 2, section 8).
  const [failureText, failureDetail] =
    failure === null
      ? [null, null]
      : language === 'en'
        ? [t('page.addFailed'), failure]
        : [t('addRoomForm.de.failure', { detail: failure }), t('addRoomForm.de.failureHint')];

  return (
    <form
      onSubmit={draft.submit}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      noValidate
    >
      <h3 className="font-semibold text-slate-900">{t(`addRoomForm.${language}.title`)}</h3>
      <RoleLockNote lock={lock} />
      <RoomFields
        lock={lock}
        labels={{ name: t(`addRoomForm.${language}.name`), type: t(`addRoomForm.${language}.type`) }}
        language={language}
        name={draft.name}
        type={draft.type}
        onNameChange={draft.setName}
        onTypeChange={draft.setType}
      />
      {failureText !== null ? (
        <Alert tone="error">
          <p>{failureText}</p>
          {failureDetail ? <p className="mt-1">{failureDetail}</p> : null}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={createRoom.isPending}>
            {t(`addRoomForm.${language}.cancel`)}
          </Button>
        ) : null}
        <RoleLocked needed="editor" className={onCancel ? '' : 'w-full'}>
          <Button type="submit" disabled={blank || createRoom.isPending} className={onCancel ? '' : 'w-full'}>
            {t(`addRoomForm.${language}.${createRoom.isPending ? 'creating' : 'create'}`)}
          </Button>
        </RoleLocked>
      </div>
    </form>
  );
}
