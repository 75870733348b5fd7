import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { useProfile } from '@web/features/profile/api/get-profile';
import { useDashboardTexts } from '@web/locales/dashboard';
import { useFirstVisit } from '../hooks/use-first-visit';

/** The greeting: a new user is welcomed, a returning one welcomed back (issue 15, point 6). */
export function DashboardWelcome() {
  const t = useDashboardTexts();
  const profile = useProfile();
  const { activeHotel } = useActiveHotel();
  const firstVisit = useFirstVisit();
  const firstName = profile.data?.firstName || undefined;

  // Held back until known, so a new user never sees 'Welcome back' flash by; the space is kept meanwhile.
  if (firstVisit === undefined) return <div className="h-16" aria-hidden="true" />;
  return (
    <div>
      <h2 className="text-2xl font-semibold text-slate-900">
        {firstVisit
          ? firstName
            ? t('welcomeNamed', { firstName })
            : t('welcome')
          : firstName
            ? t('welcomeBackNamed', { firstName })
            : t('welcomeBack')}
      </h2>
      {activeHotel ? (
        <p className="mt-1 text-slate-700">
          {t(firstVisit ? 'firstVisitIntro' : 'returningIntro', { hotel: activeHotel.name })}
        </p>
      ) : null}
    </div>
  );
}
