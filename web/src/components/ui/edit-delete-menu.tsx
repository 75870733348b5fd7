import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { useRef, type HTMLAttributes } from 'react';
import { cn } from './cn';

interface EditDeleteMenuProps {
  /** The trigger's accessible name, naming the thing it acts on ('Actions for Deluxe Room'). */
  label: string;
  editLabel: string;
  deleteLabel: string;
  onEdit(): void;
  onDelete(): void;
  /** 'row' sits in a list (a 40 px target); 'overlay' sits on a picture (white, with a shadow). */
  placement: 'row' | 'overlay';
  /** Added to the trigger (a role lock's props, which keep the menu shut). */
  triggerProps?: HTMLAttributes<HTMLButtonElement>;
}

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100';

const triggerClass = {
  row: 'inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
  overlay: 'rounded-md bg-white/95 p-1.5 text-slate-700 shadow hover:bg-white',
};

/**
 * A thing's menu with Edit and Delete. The trigger is always visible and names the thing, so it works by
 * keyboard, touch and screen reader alike (DECISIONS.md 25). Not modal, so the dialog an item opens takes the
 * focus and the page stays usable once that dialog closes.
 */
export function EditDeleteMenu({
  label,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  placement,
  triggerProps,
}: EditDeleteMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // The item goes with the menu: the dialog it opens takes the trigger as its opener, to give the focus back to.
  const fromTrigger = (action: () => void) => () => {
    trigger.current?.focus();
    action();
  };
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        aria-label={label}
        className={cn(triggerClass[placement], 'focus-visible:outline-2 focus-visible:outline-brand-600')}
        {...triggerProps}
      >
        <MoreVertical className={placement === 'row' ? 'size-5' : 'size-4'} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item className={`${itemClass} text-slate-800`} onSelect={fromTrigger(onEdit)}>
            <Pencil className="size-4" aria-hidden="true" />
            {editLabel}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={`${itemClass} text-red-700`} onSelect={fromTrigger(onDelete)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {deleteLabel}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
