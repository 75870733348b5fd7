import { Building2 } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { LinkButton } from '@web/components/ui/link-button';
import { otaPageTexts as texts } from '../content/ota-page-texts';

/** Connections belong to a hotel; without an active one the page says so and leads to settings. */
export function OtaNoHotelNotice() {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
      <Building2 className="size-10 text-slate-500" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{texts.noHotelTitle}</h2>
      <p className="text-sm text-slate-700">{texts.noHotelText}</p>
      <LinkButton to="/settings" className="mt-2">
        {texts.goToSettings}
      </LinkButton>
    </Card>
  );
}
