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
import { useRemoveMember } from '../api/remove-member';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { InvitationsTable } from './invitations-table';
import { InviteMemberDialog } from './invite-member-dialog';
import { LeaveTeamDialog } from './leave-team-dialog';
import { hotelNames, memberLabel } from './member-label';
import { MembersTable } from './members-table';
import { OwnershipSection } from './ownership-section';
import { TeamConfirmDialog } from './team-confirm-dialog';

type Open =
  | { kind: 'invite' }
  | { kind: 'revoke'; invitation: TeamInvitationView }
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
        <RevokeDialog hotelId={hotelId} invitation={open.invitation} onClose={close} />
      ) : null}
      {open?.kind === 'remove' ? (
        <RemoveDialog hotelId={hotelId} member={open.member} onClose={close} />
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
  onRemove,
  onLeave,
}: SectionProps & { onInvite(): void; onRemove(member: TeamMemberView): void; onLeave(): void }) {
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

function RevokeDialog({
  hotelId,
  invitation,
  onClose,
}: {
  hotelId: string;
  invitation: TeamInvitationView;
  onClose(): void;
}) {
  const t = useTeamTexts();
  const revocation = useRevokeInvitation(hotelId);
  return (
    <TeamConfirmDialog
      title={t('revoke.title')}
      labels={{
        cancel: t('revoke.cancel'),
        confirm: t('revoke.confirm'),
        pending: t('revoke.pending'),
        failed: t('revoke.failed'),
      }}
      run={() => revocation.mutateAsync(invitation.id)}
      onDone={onClose}
      onClose={onClose}
    >
      {t('revoke.question', { email: invitation.email })}
    </TeamConfirmDialog>
  );
}

function RemoveDialog({
  hotelId,
  member,
  onClose,
}: {
  hotelId: string;
  member: TeamMemberView;
  onClose(): void;
}) {
  const t = useTeamTexts();
  const removal = useRemoveMember(hotelId);
  return (
    <TeamConfirmDialog
      title={t('remove.title')}
      labels={{
        cancel: t('remove.cancel'),
        confirm: t('remove.confirm'),
        pending: t('remove.pending'),
        failed: t('remove.failed'),
      }}
      run={() => removal.mutateAsync(member.userId)}
      onDone={onClose}
      onClose={onClose}
    >
      {t('remove.question', { name: memberLabel(member), hotels: hotelNames(member.hotels) })}
    </TeamConfirmDialog>
  );
}
