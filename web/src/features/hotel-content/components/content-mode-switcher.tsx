import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, Layers } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@web/components/ui/cn';
import { formatterFor } from '@web/lib/format/formatter';
import { useTemplateChoices } from '../api/get-template-choices';
import { contentCatalogue, useContentTexts } from '@web/locales/content';

interface DatedTemplate {
  name: string;
  startDate: string | null;
  endDate: string | null;
}

/** '1 Dec 2026 – 28 Feb 2027', in the switcher's language (its texts are English, as the issue spells them). */
const rangeOf = (template: DatedTemplate) =>
  formatterFor('en').dayRange(template.startDate, template.endDate, {
    from: (day) => contentCatalogue('mode.from', { day }),
    until: (day) => contentCatalogue('mode.until', { day }),
  });

/** The trigger's words: what the page edits now. */
export const editingLabel = (template: DatedTemplate | null) => {
  if (!template) return contentCatalogue('mode.hotel');
  const range = rangeOf(template);
  return range
    ? contentCatalogue('mode.templateWithRange', { name: template.name, range })
    : contentCatalogue('mode.template', { name: template.name });
};

/** A template in the menu: its name, with its dates when it has any. */
const optionLabel = (template: DatedTemplate) => {
  const range = rangeOf(template);
  return range
    ? contentCatalogue('mode.templateOptionWithRange', { name: template.name, range })
    : template.name;
};

interface ContentModeSwitcherProps {
  hotelId: string;
  /** The template being edited, once read; null for the hotel's own content (or while it loads). */
  template: (DatedTemplate & { id: string }) | null;
  /** The template asked for in the address, before it has been read. */
  templateId: string | null;
  onChoose(templateId: string | null): void;
}

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded py-1.5 pr-2 pl-8 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 relative';

/**
 * 'Editing: Hotel content' or 'Editing: template Winterzauber (1 Dec 2026 – 28 Feb 2027)', always visible at
 * the top of the content page, so nobody edits a template thinking it is the hotel (issue 31, point 3). Its
 * menu goes back to the hotel's own texts or picks another template; the templates are read when it opens.
 */
export function ContentModeSwitcher({ hotelId, template, templateId, onChoose }: ContentModeSwitcherProps) {
  const t = useContentTexts();
  const [open, setOpen] = useState(false);
  const choices = useTemplateChoices(hotelId, open);
  const inTemplate = templateId !== null;
  const label = template
    ? editingLabel(template)
    : inTemplate
      ? t('mode.template', { name: '…' })
      : t('mode.hotel');

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        className={cn(
          'inline-flex min-h-10 max-w-full items-center gap-2 rounded-md border px-3 py-2 text-left text-sm font-medium',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          inTemplate
            ? 'border-emerald-300 bg-emerald-50 text-emerald-900 hover:bg-emerald-100'
            : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
        )}
      >
        <Layers className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words">{label}</span>
        <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))] w-[min(28rem,calc(100vw-1rem))] overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.RadioGroup
            value={templateId ?? 'hotel'}
            onValueChange={(value) => onChoose(value === 'hotel' ? null : value)}
          >
            <DropdownMenu.RadioItem value="hotel" className={itemClass}>
              <Indicator />
              {t('mode.hotelOption')}
            </DropdownMenu.RadioItem>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Label className="px-2 py-1 text-xs font-semibold text-slate-600 uppercase">
              {t('mode.templatesGroup')}
            </DropdownMenu.Label>
            {choices.isPending || choices.isError ? (
              <p className="px-2 py-1.5 text-sm text-slate-600">
                {choices.isError ? t('mode.noTemplates') : t('mode.loadingTemplates')}
              </p>
            ) : choices.data.length === 0 ? (
              <p className="px-2 py-1.5 text-sm text-slate-600">{t('mode.noTemplates')}</p>
            ) : (
              choices.data.map((choice) => (
                <DropdownMenu.RadioItem key={choice.id} value={choice.id} className={itemClass}>
                  <Indicator />
                  <span className="min-w-0 break-words">{optionLabel(choice)}</span>
                  {/* The space keeps the badge a word of its own in the item's accessible name. */}
                  {choice.isPublished ? null : ' '}
                  {choice.isPublished ? null : (
                    <span className="ml-auto shrink-0 rounded bg-slate-100 px-1.5 text-xs text-slate-700">
                      {t('mode.draft')}
                    </span>
                  )}
                </DropdownMenu.RadioItem>
              ))
            )}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function Indicator() {
  return (
    <span className="absolute left-2 inline-flex size-4 items-center justify-center">
      <DropdownMenu.ItemIndicator>
        <Check className="size-4" aria-hidden="true" />
      </DropdownMenu.ItemIndicator>
    </span>
  );
}
