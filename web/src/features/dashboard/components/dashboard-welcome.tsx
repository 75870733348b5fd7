import { Building2, Globe, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@web/components/ui/card';
import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { useProfile } from '@web/features/profile/api/get-profile';

/** The dashboard's greeting and the active hotel at a glance. */
export function DashboardWelcome() {
  const profile = useProfile();
  const { activeHotel } = useActiveHotel();
  const firstName = profile.data?.firstName;

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold text-slate-900">
          {firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
        </h2>
        <p className="mt-1 text-slate-700">Here is the hotel you are working on.</p>
      </div>
      {activeHotel ? (
        <Card className="p-6">
          <div className="flex items-start gap-4">
            <span className="rounded-lg bg-brand-50 p-3 text-brand-700">
              <Building2 className="size-6" aria-hidden="true" />
            </span>
            <div className="min-w-0 space-y-1">
              <p className="text-lg font-semibold text-slate-900">{activeHotel.name}</p>
              {activeHotel.location ? (
                <p className="flex items-center gap-1.5 text-sm text-slate-700">
                  <MapPin className="size-4" aria-hidden="true" />
                  {[
                    activeHotel.location.address,
                    activeHotel.location.city,
                    activeHotel.location.country,
                  ].join(', ')}
                </p>
              ) : null}
              {activeHotel.website ? (
                <p className="flex items-center gap-1.5 text-sm text-slate-700">
                  <Globe className="size-4" aria-hidden="true" />
                  <a
                    href={activeHotel.website}
                    target="_blank"
                    rel="noreferrer"
                    className="truncate text-brand-700 hover:underline"
                  >
                    {activeHotel.website}
                  </a>
                </p>
              ) : null}
            </div>
            <Link
              to="/settings/hotel"
              className="ml-auto shrink-0 text-sm font-medium text-brand-700 hover:underline"
            >
              Edit hotel
            </Link>
          </div>
        </Card>
      ) : null}
    </div>
  );
}
