import { Building2 } from 'lucide-react';
import { calendarTexts } from '@common/templates/texts';
import { Card } from '@web/components/ui/card';
import { LinkButton } from '@web/components/ui/link-button';

/** The calendar needs an active hotel; without one it says so and leads to settings. */
export function CalendarNoHotelNotice() {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
      <Building2 className="size-10 text-slate-500" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{calendarTexts.noHotelTitle}</h2>
      <p className="text-sm text-slate-700">{calendarTexts.noHotelText}</p>
      <LinkButton to="/settings" className="mt-2">
        {calendarTexts.goToSettings}
      </LinkButton>
    </Card>
  );
}
