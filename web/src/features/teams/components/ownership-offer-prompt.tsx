import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { useTeamTexts } from '@web/locales/teams';
import { useAcceptOwnership, useOfferToYou } from '../api/ownership-offer';
import { hotelNames, memberLabel } from './member-label';

/**
 * For the member the owner offered the team to, whatever their role: who offers what, and 'Accept ownership'.
 * Accepted, the user's hotels are read again and the page shows the team as its owner sees it.
 */
export function OwnershipOfferPrompt({ hotelId }: { hotelId: string }) {
  const t = useTeamTexts();
  const offer = useOfferToYou(hotelId);
  const acceptance = useAcceptOwnership(hotelId);
  if (acceptance.isSuccess) return <Alert tone="success">{t('offer.accepted')}</Alert>;
  if (!offer.data) return null;
  const from = memberLabel({ name: offer.data.fromName, email: offer.data.fromEmail });
  return (
    <section
      aria-labelledby="ownership-offer-heading"
      className="space-y-3 rounded-xl border border-blue-200 bg-blue-50 p-4"
    >
      <h3 id="ownership-offer-heading" className="font-semibold text-blue-950">
        {t('offer.heading')}
      </h3>
      <p className="text-sm text-blue-900">
        {t('offer.text', { name: from, hotels: hotelNames(offer.data.hotels) })}
      </p>
      {acceptance.isError ? (
        <Alert tone="error">{errorMessage(acceptance.error, t('offer.failed'))}</Alert>
      ) : null}
      <Button disabled={acceptance.isPending} onClick={() => acceptance.mutate()}>
        {acceptance.isPending ? t('offer.accepting') : t('offer.accept')}
      </Button>
    </section>
  );
}
