import { assignableRoles, type AssignableRole } from '@common/teams/roles';
import type { TeamInvitationView, TeamView } from '@common/teams/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useTeamTexts } from '@web/locales/teams';
import { useInviteMember } from '../api/invite-member';
import { useInviteDraft } from '../hooks/use-invite-draft';
import { HotelChoice } from './hotel-choice';
import { selectClass } from './select-class';

interface InviteMemberDialogProps {
  team: TeamView;
  hotelId: string;
  onSent(invitation: TeamInvitationView): void;
  onClose(): void;
}

/** 'Invite member': the address, the role and, for a chain, all hotels or the chosen ones. */
export function InviteMemberDialog({ team, hotelId, onSent, onClose }: InviteMemberDialogProps) {
  const t = useTeamTexts();
  const invitation = useInviteMember(hotelId);
  const { draft, change, errors, submit } = useInviteDraft({
    team,
    hotelId,
    saving: invitation.isPending,
    save: (input) => invitation.mutateAsync(input),
    onSent,
    texts: { failed: t('invite.failed'), noHotelChosen: t('hotelChoice.noneChosen') },
  });

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('invite.title')}
      description={t('invite.description')}
      closeDisabled={invitation.isPending}
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <Field label={t('invite.email')} error={errors.email} hint={t('invite.emailHint')}>
          <Input
            type="email"
            autoComplete="off"
            required
            value={draft.email}
            onChange={(event) => change({ email: event.target.value })}
          />
        </Field>
        <Field label={t('invite.role')} error={errors.role} hint={t(`roleHints.${draft.role}`)}>
          <select
            className={`${selectClass} h-10 w-full`}
            value={draft.role}
            onChange={(event) => change({ role: event.target.value as AssignableRole })}
          >
            {assignableRoles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </Field>
        {team.isChain ? (
          <HotelChoice team={team} value={draft} onChange={change} error={errors.hotels} />
        ) : null}
        {errors.failure ? <Alert tone="error">{errors.failure}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={invitation.isPending}>
            {t('invite.cancel')}
          </Button>
          <Button type="submit" disabled={invitation.isPending}>
            {invitation.isPending ? t('invite.sending') : t('invite.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
