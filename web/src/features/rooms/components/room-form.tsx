import { useState, type FormEvent } from 'react';
import { limits } from '@common/limits';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { roomsPageTexts as texts } from '../content/rooms-texts';
import { RoomTypeSelect } from './room-type-select';

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
  const [name, setName] = useState(initialName);
  const [type, setType] = useState(initialType);
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
          <p>{failureText}</p>
          {failure ? <p className="mt-1">{failure}</p> : null}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {texts.cancel}
        </Button>
        <Button type="submit" disabled={blank || saving}>
          {saving ? savingLabel : saveLabel}
        </Button>
      </div>
    </form>
  );
}
