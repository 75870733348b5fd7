import type { TeamInvitationView } from '@common/teams/schemas';
import { useTeamTexts } from '@web/locales/teams';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { TeamConfirmDialog } from './team-confirm-dialog';

/** 'Revoke' of a pending invitation, once confirmed: its link stops working. */
export function RevokeInvitationDialog({
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
