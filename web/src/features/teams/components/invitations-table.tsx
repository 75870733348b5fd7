import type { TeamInvitationView } from '@common/teams/schemas';
import { Button } from '@web/components/ui/button';
import { formatterFor } from '@web/lib/format/formatter';
import { useTeamTexts } from '@web/locales/teams';
import { hotelNames } from './member-label';

const formatter = formatterFor('en');

interface InvitationsTableProps {
  invitations: readonly TeamInvitationView[];
  isChain: boolean;
  /** The invitation being sent again, if any: its button waits. */
  resendingId: string | null;
  onResend(invitation: TeamInvitationView): void;
  onRevoke(invitation: TeamInvitationView): void;
}

/** Invitations not answered yet: address, role, a chain's hotels, when sent, until when (or 'Expired'), actions. */
export function InvitationsTable({
  invitations,
  isChain,
  resendingId,
  onResend,
  onRevoke,
}: InvitationsTableProps) {
  const t = useTeamTexts();
  if (invitations.length === 0) return <p className="text-sm text-slate-700">{t('invitations.none')}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table aria-label={t('invitations.label')} className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('invitations.email')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('invitations.role')}
            </th>
            {isChain ? (
              <th scope="col" className="px-4 py-3 font-medium">
                {t('invitations.hotels')}
              </th>
            ) : null}
            <th scope="col" className="px-4 py-3 font-medium">
              {t('invitations.sent')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('invitations.expires')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('invitations.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {invitations.map((invitation) => (
            <tr key={invitation.id}>
              <th scope="row" className="break-all px-4 py-3 font-medium text-slate-900">
                {invitation.email}
              </th>
              <td className="px-4 py-3 text-slate-800">{t(`roles.${invitation.role}`)}</td>
              {isChain ? (
                <td className="px-4 py-3 text-slate-700">
                  {invitation.allHotels ? t('invitations.allHotels') : hotelNames(invitation.hotels)}
                </td>
              ) : null}
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                {formatter.dateTime(invitation.sentAt)}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                {invitation.expired ? (
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                    {t('invitations.expired')}
                  </span>
                ) : (
                  formatter.dateTime(invitation.expiresAt)
                )}
              </td>
              <td className="px-4 py-3">
                {invitation.manageable ? (
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('invitations.resendTo', { email: invitation.email })}
                      disabled={resendingId === invitation.id}
                      onClick={() => onResend(invitation)}
                    >
                      {resendingId === invitation.id ? t('invitations.resending') : t('invitations.resend')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('invitations.revokeFor', { email: invitation.email })}
                      onClick={() => onRevoke(invitation)}
                    >
                      {t('invitations.revoke')}
                    </Button>
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
