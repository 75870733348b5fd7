import { Building2 } from 'lucide-react';
import { contentTexts } from '@common/content/texts';
import { Card } from '@web/components/ui/card';
import { LinkButton } from '@web/components/ui/link-button';
import { hotelContentTexts } from '../content/hotel-content-texts';

/** The content page needs an active hotel; without one it says so and leads to settings (spec part 2, section 2). */
export function ContentNoHotelNotice() {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
      <Building2 className="size-10 text-slate-500" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{contentTexts.noHotelTitle}</h2>
      <p className="text-sm text-slate-700">{contentTexts.noHotelText}</p>
      <LinkButton to="/settings" className="mt-2">
        {hotelContentTexts.goToSettings}
      </LinkButton>
    </Card>
  );
}
