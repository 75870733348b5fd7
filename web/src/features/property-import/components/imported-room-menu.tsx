import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { propertyImportTexts as texts } from '../content/property-import-texts';

interface ImportedRoomMenuProps {
  name: string;
  onEdit(): void;
  onDelete(): void;
}

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100';

/**
 * A room's menu: 'Edit Room' and 'Delete Room'. The trigger is always visible and names the room, so it works
 * by keyboard, touch and screen reader alike. Not modal, so the dialog it opens takes the focus.
 */
export function ImportedRoomMenu({ name, onEdit, onDelete }: ImportedRoomMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={texts.roomMenu(name)}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <MoreVertical className="size-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item className={`${itemClass} text-slate-800`} onSelect={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
            {texts.editRoom}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={`${itemClass} text-red-700`} onSelect={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" />
            {texts.deleteRoom}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
