import { limits } from '@common/limits';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import type { RoomsLanguage } from '../rooms-language';
import { RoomTypeSelect } from './room-type-select';

interface RoomFieldsProps {
  labels: { name: string; type: string };
  language: RoomsLanguage;
  name: string;
  type: string;
  onNameChange(name: string): void;
  onTypeChange(type: string): void;
}

/** A room's name and type fields, labelled in the words of the screen around them. */
export function RoomFields({ labels, language, name, type, onNameChange, onTypeChange }: RoomFieldsProps) {
  return (
    <>
      <Field label={labels.name}>
        <Input
          value={name}
          onChange={(event) => onNameChange(event.target.value)}
          maxLength={limits.roomNameMaxLength}
          required
        />
      </Field>
      <Field label={labels.type}>
        <RoomTypeSelect value={type} onChange={onTypeChange} language={language} />
      </Field>
    </>
  );
}
