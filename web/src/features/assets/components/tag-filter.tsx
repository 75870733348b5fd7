import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Tag } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useAssetTexts } from '@web/locales/assets';

interface TagFilterProps {
  /** Every tag of the hotel's assets, sorted. */
  allTags: string[];
  selected: string[];
  onAdd(tag: string): void;
}

/** The toolbar's 'Tags' dropdown: lists the tags not yet filtered by; the badge counts the chosen ones. */
export function TagFilter({ allTags, selected, onAdd }: TagFilterProps) {
  const t = useAssetTexts();
  const remaining = allTags.filter((tag) => !selected.includes(tag));
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline">
          <Tag className="size-4" aria-hidden="true" />
          {t('library.tags')}
          {selected.length > 0 ? (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
              {selected.length}
            </span>
          ) : null}
          <ChevronDown className="size-4" aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-40 max-h-72 min-w-48 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {remaining.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-600">{t('library.noMoreTags')}</p>
          ) : (
            remaining.map((tag) => (
              <DropdownMenu.Item
                key={tag}
                onSelect={() => onAdd(tag)}
                className="cursor-pointer rounded px-3 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
              >
                {tag}
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
