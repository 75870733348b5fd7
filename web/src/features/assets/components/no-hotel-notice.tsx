import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { assetTexts } from '@common/assets/schemas';
import { Card } from '@web/components/ui/card';

/** Every content screen needs an active hotel; without one it says so and leads to settings. */
export function NoHotelNotice() {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
      <Building2 className="size-10 text-slate-500" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{assetTexts.noHotelTitle}</h2>
      <p className="text-sm text-slate-700">{assetTexts.noHotelText}</p>
      <Link
        to="/settings/hotel"
        className="mt-2 inline-flex h-10 items-center justify-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Go to Settings
      </Link>
    </Card>
  );
}
