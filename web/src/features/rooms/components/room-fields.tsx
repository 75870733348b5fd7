import { limits } from '@common/limits';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import type { RoleLock } from '@web/features/teams/role-lock';
import type { RoomsLanguage } from '../rooms-language';
import { RoomTypeSelect } from './room-type-select';

interface RoomFieldsProps {
  labels: { name: string; type: string };
  language: RoomsLanguage;
  name: string;
  type: string;
  onNameChange(name: string): void;
  onTypeChange(type: string): void;
  /** Read-only for a role that may not change rooms, pointing to the lock's note (issue 36). */
  lock?: RoleLock;
}

/** A room's name and type fields, labelled in the words of the screen around them. */
export function RoomFields({
  labels,
  language,
  name,
  type,
  onNameChange,
  onTypeChange,
  lock,
}: RoomFieldsProps) {
  return (
    <>
      <Field label={labels.name}>
        <Input
          value={name}
          onChange={(event) => onNameChange(event.target.value)}
          maxLength={limits.roomNameMaxLength}
          required
          {...lock?.fieldProps}
        />
      </Field>
      <Field label={labels.type}>
        <RoomTypeSelect value={type} onChange={onTypeChange} language={language} {...lock?.controlProps} />
      </Field>
    </>
  );
}
