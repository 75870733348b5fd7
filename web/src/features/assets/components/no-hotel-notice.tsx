import { Building2 } from 'lucide-react';
import { assetTexts } from '@common/assets/schemas';
import { Card } from '@web/components/ui/card';
import { LinkButton } from '@web/components/ui/link-button';

/** Every content screen needs an active hotel; without one it says so and leads to settings. */
export function NoHotelNotice() {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
      <Building2 className="size-10 text-slate-500" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{assetTexts.noHotelTitle}</h2>
      <p className="text-sm text-slate-700">{assetTexts.noHotelText}</p>
      <LinkButton to="/settings/hotel" className="mt-2">
        Go to Settings
      </LinkButton>
    </Card>
  );
}
