import type { TeamMemberView } from '@common/teams/schemas';
import { useTeamTexts } from '@web/locales/teams';
import { useRemoveMember } from '../api/remove-member';
import { hotelNames, memberLabel } from './member-label';
import { TeamConfirmDialog } from './team-confirm-dialog';

/** 'Remove' of a member, once confirmed: from every hotel of the team they work on. */
export function RemoveMemberDialog({
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
