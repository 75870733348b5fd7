import type { InvitationPreview } from '@common/teams/schemas';
import { formatterFor } from '@web/lib/format/formatter';
import { useTeamTexts } from '@web/locales/teams';

const formatter = formatterFor('en');

/** Who invites to which hotels with which role, for which address and until when. */
export function InvitationSummary({ invitation }: { invitation: InvitationPreview }) {
  const t = useTeamTexts();
  const hotels =
    invitation.allHotels && invitation.chainName
      ? t('invitation.allHotelsOf', { chain: invitation.chainName })
      : invitation.hotels.join(', ');
  const role = t(`roles.${invitation.role}`);
  return (
    <div className="space-y-2 text-sm text-slate-800">
      <p className="text-base">
        {invitation.invitedBy
          ? t('invitation.invitedBy', { inviter: invitation.invitedBy, hotels, role })
          : t('invitation.invited', { hotels, role })}
      </p>
      <p className="text-slate-700">{t(`roleHints.${invitation.role}`)}</p>
      <p className="text-slate-700">
        {t('invitation.forAddress', {
          email: invitation.email,
          date: formatter.dateTime(invitation.expiresAt),
        })}
      </p>
    </div>
  );
}
