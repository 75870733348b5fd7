import { Building2 } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { LinkButton } from '@web/components/ui/link-button';
import { roomsPageTexts } from '../content/rooms-texts';

/** The rooms page needs an active hotel; without one it says so and leads to settings (spec part 2, section 2). */
export function RoomsNoHotelNotice() {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
      <Building2 className="size-10 text-slate-500" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{roomsPageTexts.noHotelTitle}</h2>
      <p className="text-sm text-slate-700">{roomsPageTexts.noHotelText}</p>
      <LinkButton to="/settings" className="mt-2">
        {roomsPageTexts.goToSettings}
      </LinkButton>
    </Card>
  );
}
