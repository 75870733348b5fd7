import type { SelectHTMLAttributes } from 'react';
import { defaultRoomType, roomTypes } from '@common/rooms/room-types';
import { cn } from '@web/components/ui/cn';
import { useRoomTypeLabel } from '../room-type-label';
import type { RoomsLanguage } from '../rooms-language';

interface RoomTypeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  /** '' is the default type; the server stores it as 'standard room'. */
  value: string;
  onChange(value: string): void;
  /** The page's language: every option, the default type's included, is named in it. */
  language: RoomsLanguage;
}

/** The room types as a native select; a type from an import that is not in the list stays choosable. */
export function RoomTypeSelect({ value, onChange, language, className, ...props }: RoomTypeSelectProps) {
  const roomTypeLabel = useRoomTypeLabel(language);
  const known = value === '' || (roomTypes as readonly string[]).includes(value);
  return (
    <select
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={cn(
        'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900',
        'focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none',
        className,
      )}
    >
      <option value="">{roomTypeLabel(defaultRoomType)}</option>
      {roomTypes.map((type) => (
        <option key={type} value={type}>
          {roomTypeLabel(type)}
        </option>
      ))}
      {known ? null : <option value={value}>{roomTypeLabel(value)}</option>}
    </select>
  );
}

/** The select's value for a stored type: the default type is the blank option. */
export const typeChoice = (storedType: string) => (storedType === defaultRoomType ? '' : storedType);
