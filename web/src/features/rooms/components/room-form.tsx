import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { useRoomTexts } from '@web/locales/rooms';
import { useRoomDraft } from '../hooks/use-room-draft';
import { RoomFields } from './room-fields';

export interface RoomFormProps {
  /** Where the fields start: a room's current name and type, or blank for a new room. */
  initialName: string;
  /** The select's value ('' is the default type; see typeChoice). */
  initialType: string;
  saving: boolean;
  /** The spec's text shown when saving fails; the server's reason, if it gives one, goes below it. */
  failureText: string;
  saveLabel: string;
  savingLabel: string;
  onSave(name: string, type: string): Promise<void>;
  onCancel(): void;
}

/** Name and type of one room, for a dialog; a blank name keeps the save button disabled. */
export function RoomForm({
  initialName,
  initialType,
  saving,
  failureText,
  saveLabel,
  savingLabel,
  onSave,
  onCancel,
}: RoomFormProps) {
  const t = useRoomTexts();
  const draft = useRoomDraft({
    initialName,
    initialType,
    saving,
    save: onSave,
    failureDetail: (error) => errorMessage(error, ''),
  });
  const { failure, blank } = draft;

  return (
    <form onSubmit={draft.submit} className="space-y-4" noValidate>
      <RoomFields
        labels={{ name: t('page.nameLabel'), type: t('page.typeLabel') }}
        language="en"
        name={draft.name}
        type={draft.type}
        onNameChange={draft.setName}
        onTypeChange={draft.setType}
      />
      {failure !== null ? (
        <Alert tone="error">
          <p>{failureText}</p>
          {failure ? <p className="mt-1">{failure}</p> : null}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {t('page.cancel')}
        </Button>
        <Button type="submit" disabled={blank || saving}>
          {saving ? savingLabel : saveLabel}
        </Button>
      </div>
    </form>
  );
}
