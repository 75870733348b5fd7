import { useState } from 'react';
import type { TeamView } from '@common/teams/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { errorMessage } from '@web/lib/api-client';
import { formatterFor } from '@web/lib/format/formatter';
import { useTeamTexts } from '@web/locales/teams';
import { useCancelOwnershipOffer, useOfferOwnership } from '../api/ownership-offer';
import { hotelNames, memberLabel } from './member-label';
import { selectClass } from './select-class';
import { TeamConfirmDialog } from './team-confirm-dialog';

const formatter = formatterFor('en');

/**
 * The owner's 'Hand over ownership': choose a member and offer them the team (asked first); while the offer is
 * open it shows to whom and since when, with 'Cancel offer'.
 */
export function OwnershipSection({ team, hotelId }: { team: TeamView; hotelId: string }) {
  const t = useTeamTexts();
  const offer = useOfferOwnership(hotelId);
  const cancel = useCancelOwnershipOffer(hotelId);
  const candidates = team.members.filter((member) => member.role !== 'owner');
  const [chosenId, setChosenId] = useState('');
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = candidates.find((member) => member.userId === chosenId);
  const open = team.ownershipOffer;

  const cancelOffer = () => {
    setFailure(null);
    cancel.mutate(undefined, {
      onError: (error) => setFailure(errorMessage(error, t('ownership.cancelFailed'))),
    });
  };

  return (
    <section aria-labelledby="ownership-heading" className="space-y-3">
      <h3 id="ownership-heading" className="text-lg font-semibold text-slate-900">
        {t('ownership.heading')}
      </h3>
      <p className="max-w-2xl text-sm text-slate-700">{t('ownership.intro')}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {open ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-blue-200 bg-blue-50 p-4">
          <p className="text-sm text-blue-900">
            {t('ownership.offered', {
              name: memberLabel({ name: open.toName, email: open.toEmail }),
              date: formatter.recentDate(open.createdAt),
            })}
          </p>
          <Button variant="outline" size="sm" disabled={cancel.isPending} onClick={cancelOffer}>
            {cancel.isPending ? t('ownership.cancelling') : t('ownership.cancel')}
          </Button>
        </div>
      ) : candidates.length === 0 ? (
        <p className="text-sm text-slate-700">{t('ownership.noMembers')}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <Field label={t('ownership.newOwner')}>
            <select
              className={`${selectClass} h-10`}
              value={chosenId}
              onChange={(event) => setChosenId(event.target.value)}
            >
              <option value="">{t('ownership.choose')}</option>
              {candidates.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {memberLabel(member)}
                </option>
              ))}
            </select>
          </Field>
          <Button variant="outline" disabled={!chosen} onClick={() => setAsking(true)}>
            {t('ownership.handOver')}
          </Button>
        </div>
      )}
      {asking && chosen ? (
        <TeamConfirmDialog
          title={t('ownership.confirmTitle')}
          labels={{
            cancel: t('ownership.confirmCancel'),
            confirm: t('ownership.confirm'),
            pending: t('ownership.confirmPending'),
            failed: t('ownership.failed'),
          }}
          run={() => offer.mutateAsync(chosen.userId)}
          onDone={() => {
            setAsking(false);
            setChosenId('');
          }}
          onClose={() => setAsking(false)}
        >
          {t('ownership.confirmQuestion', { name: memberLabel(chosen), hotels: hotelNames(team.hotels) })}
        </TeamConfirmDialog>
      ) : null}
    </section>
  );
}
