import { Building2 } from 'lucide-react';
import { templateTexts } from '@common/templates/texts';
import { Card } from '@web/components/ui/card';
import { LinkButton } from '@web/components/ui/link-button';

/** Templates belong to a hotel; without an active one the page says so and leads to settings (spec part 2, section 2). */
export function TemplatesNoHotelNotice() {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
      <Building2 className="size-10 text-slate-500" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{templateTexts.noHotelTitle}</h2>
      <p className="text-sm text-slate-700">{templateTexts.noHotelText}</p>
      <LinkButton to="/settings" className="mt-2">
        {templateTexts.goToSettings}
      </LinkButton>
    </Card>
  );
}
