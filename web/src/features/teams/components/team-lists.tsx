import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { AssignableRole } from '@common/teams/roles';
import type { TeamInvitationView, TeamMemberView, TeamView } from '@common/teams/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useTeamTexts } from '@web/locales/teams';
import { useChangeMemberRole } from '../api/change-member-role';
import { useTeam } from '../api/get-team';
import { useResendInvitation } from '../api/resend-invitation';
import { InvitationsTable } from './invitations-table';
import { InviteMemberDialog } from './invite-member-dialog';
import { LeaveTeamDialog } from './leave-team-dialog';
import { hotelNames, memberLabel } from './member-label';
import { MemberHotelsDialog } from './member-hotels-dialog';
import { MembersTable } from './members-table';
import { OwnershipSection } from './ownership-section';
import { RemoveMemberDialog } from './remove-member-dialog';
import { RevokeInvitationDialog } from './revoke-invitation-dialog';

type Open =
  | { kind: 'invite' }
  | { kind: 'revoke'; invitation: TeamInvitationView }
  | { kind: 'hotels'; member: TeamMemberView }
  | { kind: 'remove'; member: TeamMemberView }
  | { kind: 'leave' }
  | null;

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** What an admin or the owner sees on the Team page: members, pending invitations and (owner) ownership. */
export function TeamLists({ hotelId }: { hotelId: string }) {
  const t = useTeamTexts();
  const team = useTeam(hotelId);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const close = () => setOpen(null);

  if (team.isPending)
    return (
      <div role="status" className="py-10 text-center text-sm text-slate-700">
        <Spinner label={t('page.loading')} />
      </div>
    );
  if (team.isError) return <Alert tone="error">{errorMessage(team.error, t('page.loadFailed'))}</Alert>;

  return (
    <div className="space-y-8">
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <TeamMembers
        team={team.data}
        hotelId={hotelId}
        onNotice={setNotice}
        onInvite={() => setOpen({ kind: 'invite' })}
        onChangeHotels={(member) => setOpen({ kind: 'hotels', member })}
        onRemove={(member) => setOpen({ kind: 'remove', member })}
        onLeave={() => setOpen({ kind: 'leave' })}
      />
      <TeamInvitations
        team={team.data}
        hotelId={hotelId}
        onNotice={setNotice}
        onRevoke={(invitation) => setOpen({ kind: 'revoke', invitation })}
      />
      {team.data.yourRole === 'owner' ? <OwnershipSection team={team.data} hotelId={hotelId} /> : null}

      {open?.kind === 'invite' ? (
        <InviteMemberDialog
          team={team.data}
          hotelId={hotelId}
          onClose={close}
          onSent={(invitation) => {
            close();
            setNotice({ tone: 'success', text: t('invite.sent', { email: invitation.email }) });
          }}
        />
      ) : null}
      {open?.kind === 'revoke' ? (
        <RevokeInvitationDialog hotelId={hotelId} invitation={open.invitation} onClose={close} />
      ) : null}
      {open?.kind === 'hotels' ? (
        <MemberHotelsDialog
          team={team.data}
          hotelId={hotelId}
          member={open.member}
          onClose={close}
          onSaved={(member) => {
            close();
            const hotels = member.allHotels ? t('memberHotels.allHotels') : hotelNames(member.hotels);
            setNotice({
              tone: 'success',
              text: t('memberHotels.changed', { name: memberLabel(member), hotels }),
            });
          }}
        />
      ) : null}
      {open?.kind === 'remove' ? (
        <RemoveMemberDialog hotelId={hotelId} member={open.member} onClose={close} />
      ) : null}
      {open?.kind === 'leave' ? (
        <LeaveTeamDialog
          hotelId={hotelId}
          hotels={team.data.members.find((member) => member.isYou)?.hotels ?? null}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

interface SectionProps {
  team: TeamView;
  hotelId: string;
  onNotice(notice: Notice): void;
}

function TeamMembers({
  team,
  hotelId,
  onNotice,
  onInvite,
  onChangeHotels,
  onRemove,
  onLeave,
}: SectionProps & {
  onInvite(): void;
  onChangeHotels(member: TeamMemberView): void;
  onRemove(member: TeamMemberView): void;
  onLeave(): void;
}) {
  const t = useTeamTexts();
  const roleChange = useChangeMemberRole(hotelId);
  const changeRole = (member: TeamMemberView, role: AssignableRole) => {
    onNotice(null);
    roleChange.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          onNotice({
            tone: 'success',
            text: t('members.roleChanged', { name: memberLabel(member), role: t(`roles.${role}`) }),
          }),
        onError: (error) =>
          onNotice({ tone: 'error', text: errorMessage(error, t('members.roleChangeFailed')) }),
      },
    );
  };
  return (
    <section aria-labelledby="members-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="members-heading" className="text-lg font-semibold text-slate-900">
          {t('members.heading')}
        </h3>
        <Button onClick={onInvite}>
          <UserPlus className="size-4" aria-hidden="true" />
          {t('page.invite')}
        </Button>
      </div>
      <MembersTable
        team={team}
        changingUserId={roleChange.isPending ? (roleChange.variables?.userId ?? null) : null}
        onRoleChange={changeRole}
        onChangeHotels={(member) => {
          onNotice(null);
          onChangeHotels(member);
        }}
        onRemove={onRemove}
        onLeave={onLeave}
      />
    </section>
  );
}

function TeamInvitations({
  team,
  hotelId,
  onNotice,
  onRevoke,
}: SectionProps & { onRevoke(invitation: TeamInvitationView): void }) {
  const t = useTeamTexts();
  const resend = useResendInvitation(hotelId);
  const resendInvitation = (invitation: TeamInvitationView) => {
    onNotice(null);
    resend.mutate(invitation.id, {
      onSuccess: () =>
        onNotice({ tone: 'success', text: t('invitations.resent', { email: invitation.email }) }),
      onError: (error) =>
        onNotice({ tone: 'error', text: errorMessage(error, t('invitations.resendFailed')) }),
    });
  };
  return (
    <section aria-labelledby="invitations-heading" className="space-y-3">
      <h3 id="invitations-heading" className="text-lg font-semibold text-slate-900">
        {t('invitations.heading')}
      </h3>
      <InvitationsTable
        invitations={team.invitations}
        isChain={team.isChain}
        resendingId={resend.isPending ? (resend.variables ?? null) : null}
        onResend={resendInvitation}
        onRevoke={onRevoke}
      />
    </section>
  );
}
