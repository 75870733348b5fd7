import type { TeamMemberView, TeamView } from '@common/teams/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { useTeamTexts } from '@web/locales/teams';
import { useChangeMemberHotels } from '../api/change-member-hotels';
import { useMemberHotelsDraft } from '../hooks/use-member-hotels-draft';
import { HotelChoice } from './hotel-choice';
import { memberLabel } from './member-label';

interface MemberHotelsDialogProps {
  team: TeamView;
  hotelId: string;
  member: TeamMemberView;
  onSaved(member: TeamMemberView): void;
  onClose(): void;
}

/** 'Change hotels' of a chain member: all of the chain's hotels or the chosen ones; their role stays. */
export function MemberHotelsDialog({ team, hotelId, member, onSaved, onClose }: MemberHotelsDialogProps) {
  const t = useTeamTexts();
  const hotelsChange = useChangeMemberHotels(hotelId);
  const { choice, setChoice, errors, submit } = useMemberHotelsDraft({
    team,
    member,
    saving: hotelsChange.isPending,
    save: ({ hotels }) => hotelsChange.mutateAsync({ userId: member.userId, hotels }),
    onSaved,
    texts: { failed: t('memberHotels.failed'), noHotelChosen: t('hotelChoice.noneChosen') },
  });
  const name = memberLabel(member);

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('memberHotels.title', { name })}
      description={t('memberHotels.description', { name })}
      closeDisabled={hotelsChange.isPending}
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <HotelChoice team={team} value={choice} onChange={setChoice} error={errors.hotels} />
        {errors.failure ? <Alert tone="error">{errors.failure}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={hotelsChange.isPending}>
            {t('memberHotels.cancel')}
          </Button>
          <Button type="submit" disabled={hotelsChange.isPending}>
            {hotelsChange.isPending ? t('memberHotels.saving') : t('memberHotels.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
