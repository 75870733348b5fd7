import type { TeamHotelView } from '@common/teams/schemas';
import { useTeamTexts } from '@web/locales/teams';
import { useLeaveTeam } from '../api/leave-team';
import { hotelNames } from './member-label';
import { TeamConfirmDialog } from './team-confirm-dialog';

/**
 * 'Leave team', asked first. Once left, the user's hotels are read again: the active hotel becomes one they still
 * work on (or none), and this page with it.
 */
export function LeaveTeamDialog({
  hotelId,
  hotels,
  onClose,
}: {
  hotelId: string;
  /** The hotels the user leaves, where the page knows them; otherwise 'every hotel of this team'. */
  hotels: readonly TeamHotelView[] | null;
  onClose(): void;
}) {
  const t = useTeamTexts();
  const leaving = useLeaveTeam(hotelId);
  return (
    <TeamConfirmDialog
      title={t('leave.title')}
      labels={{
        cancel: t('leave.cancel'),
        confirm: t('leave.confirm'),
        pending: t('leave.pending'),
        failed: t('leave.failed'),
      }}
      run={() => leaving.mutateAsync()}
      onDone={onClose}
      onClose={onClose}
    >
      {hotels ? t('leave.question', { hotels: hotelNames(hotels) }) : t('leave.questionTeam')}
    </TeamConfirmDialog>
  );
}
