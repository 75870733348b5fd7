import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Building2, Check, ChevronsUpDown } from 'lucide-react';
import { cn } from '@web/components/ui/cn';
import { useActiveHotel } from '../active-hotel';
import { useShellTexts } from '@web/locales/shell';

const nameRow = 'flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-800';

/**
 * The active hotel's name at the foot of the sidebar. With more than one hotel it opens a menu of the user's
 * hotels (menu item radios: arrow keys move, Enter or Space picks, Escape closes) that makes the picked one active,
 * without a detour through Settings.
 */
export function HotelSwitcher({ onSwitched }: { onSwitched?: () => void }) {
  const { hotels, activeHotel, setActiveHotelId } = useActiveHotel();
  const t = useShellTexts();
  const name = activeHotel?.name ?? t('hotelSwitcher.noHotel');
  // DECISIONS.md point 27: a chain's name, as entered in onboarding, is shown with its hotel.
  const chainName = activeHotel?.chainName;
  const label = (
    <>
      <Building2 className="size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0">
        {chainName ? (
          <span
            className="block truncate text-xs font-normal text-slate-600"
            data-testid="active-hotel-chain"
          >
            {chainName}
          </span>
        ) : null}
        <span className="block truncate" data-testid="active-hotel-name">
          {name}
        </span>
      </span>
    </>
  );
  if (hotels.length < 2) return <p className={nameRow}>{label}</p>;

  return (
    // Not modal, as the other menus: the rest of the page is not hidden from screen readers while it is open.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('hotelSwitcher.switchLabel', { name })}
        className={cn(
          nameRow,
          'text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600',
          'data-[state=open]:bg-slate-100',
        )}
      >
        {label}
        <ChevronsUpDown className="ml-auto size-4 shrink-0 text-slate-600" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={4}
          className="z-50 max-h-80 min-w-56 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">
            {t('hotelSwitcher.heading')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={activeHotel?.id ?? ''}
            onValueChange={(hotelId) => {
              setActiveHotelId(hotelId);
              onSwitched?.();
            }}
          >
            {hotels.map((hotel) => (
              <DropdownMenu.RadioItem
                key={hotel.id}
                value={hotel.id}
                className="flex min-h-10 cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
              >
                <span className="flex size-4 shrink-0 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check className="size-4 text-brand-700" aria-hidden="true" />
                  </DropdownMenu.ItemIndicator>
                </span>
                <span className="min-w-0 break-words">{hotel.name}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
