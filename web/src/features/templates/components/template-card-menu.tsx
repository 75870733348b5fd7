import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { templateTexts } from '@common/templates/texts';
import { templatesPageTexts as texts } from '../content/templates-page-texts';

interface TemplateCardMenuProps {
  name: string;
  onEdit(): void;
  onDelete(): void;
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100';

/**
 * The card's menu: Edit Template and Delete Template. Not modal, so the dialog it opens takes the focus and
 * the page stays usable once that dialog closes.
 */
export function TemplateCardMenu({ name, onEdit, onDelete }: TemplateCardMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={texts.menu(name)}
        className="rounded-md bg-white/95 p-1.5 text-slate-700 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <MoreVertical className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item className={`${itemClass} text-slate-800`} onSelect={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
            {templateTexts.editTemplate}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={`${itemClass} text-red-700`} onSelect={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" />
            {templateTexts.deleteTemplate}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
