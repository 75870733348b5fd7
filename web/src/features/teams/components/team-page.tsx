import { roleAllows, type MemberRole } from '@common/teams/roles';
import { useState } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { NoHotelNotice } from '@web/components/ui/no-hotel-notice';
import { Spinner } from '@web/components/ui/spinner';
import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { useTeamTexts } from '@web/locales/teams';
import { LeaveTeamDialog } from './leave-team-dialog';
import { OwnershipOfferPrompt } from './ownership-offer-prompt';
import { TeamLists } from './team-lists';

/**
 * Settings > Team (issue 36, parts 1 and 2) for the active hotel: its members and invitations for admins and the
 * owner; a member whose role is below is told that their role does not allow this (the server refuses anyway),
 * and may leave. The member the owner offered the team to is asked here to accept it.
 */
export function TeamPage() {
  const t = useTeamTexts();
  const { activeHotel, isLoading } = useActiveHotel();
  if (!activeHotel)
    return isLoading ? (
      <div role="status" className="py-10 text-center text-sm text-slate-700">
        <Spinner label={t('page.loading')} />
      </div>
    ) : (
      <NoHotelNotice
        title={t('page.noHotelTitle')}
        text={t('page.noHotelText')}
        settingsLabel={t('page.noHotelLink')}
      />
    );
  const hotelLabel =
    activeHotel.type === 'chain' && activeHotel.chainName ? activeHotel.chainName : activeHotel.name;
  return (
    <section aria-labelledby="team-heading" className="space-y-6">
      <div className="max-w-2xl">
        <h2 id="team-heading" className="text-xl font-semibold text-slate-900">
          {t('page.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {activeHotel.type === 'chain' && activeHotel.chainName
            ? t('page.introChain', { chain: hotelLabel })
            : t('page.intro', { hotel: hotelLabel })}
        </p>
      </div>
      <OwnershipOfferPrompt key={`offer-${activeHotel.id}`} hotelId={activeHotel.id} />
      {roleAllows(activeHotel.role, 'admin') ? (
        <TeamLists key={activeHotel.id} hotelId={activeHotel.id} />
      ) : (
        <RoleRefusal
          key={activeHotel.id}
          hotelId={activeHotel.id}
          hotelName={activeHotel.name}
          isChain={activeHotel.type === 'chain'}
          role={activeHotel.role}
        />
      )}
    </section>
  );
}

/** In place of the lists for an editor or viewer: why there are none, and 'Leave team'. */
function RoleRefusal({
  hotelId,
  hotelName,
  isChain,
  role,
}: {
  hotelId: string;
  hotelName: string;
  isChain: boolean;
  role: MemberRole;
}) {
  const t = useTeamTexts();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="space-y-4">
      <Alert tone="info">
        <p className="font-medium">{t('page.roleNotAllowed')}</p>
        <p className="mt-1">{t('page.yourRole', { hotel: hotelName, role: t(`roles.${role}`) })}</p>
      </Alert>
      <Button variant="outline" onClick={() => setLeaving(true)}>
        {t('leave.button')}
      </Button>
      {leaving ? (
        <LeaveTeamDialog
          hotelId={hotelId}
          // A chain member may work on more of its hotels than this one; the list of them is for admins.
          hotels={isChain ? null : [{ id: hotelId, name: hotelName }]}
          onClose={() => setLeaving(false)}
        />
      ) : null}
    </div>
  );
}
