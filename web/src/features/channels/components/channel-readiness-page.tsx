import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { readinessChannels, type ReadinessChannel } from '@common/channels/readiness';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useChannelTexts } from '@web/locales/channels';
import { useHotelReadiness } from '../api/get-hotel-readiness';
import { ChannelChecklist } from './channel-checklist';
import { ReadinessMatrix } from './readiness-matrix';

interface ChannelReadinessPageProps {
  hotel: { id: string; name: string };
  /** A chain's table of its hotels, composed by the route; null for a single hotel. */
  chain: ReactNode;
}

/** Which channel's checklist is open, kept in the address (?channel=) so a reload or Back keeps it. */
function useOpenChannel() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('channel');
  const open = readinessChannels.find((channel) => channel === asked) ?? null;
  const choose = (channel: ReadinessChannel) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('channel', channel);
        return next;
      },
      // Marks the change as the matrix's, so the checklist takes the focus; a reload does not.
      { state: { openedFromMatrix: true }, preventScrollReset: true },
    );
  return { open, choose };
}

/**
 * /channels (issue 32, point 4): the active hotel checked against every channel's rules, as a matrix of channels
 * by rule groups; a channel's column opens its checklist below it.
 */
export function ChannelReadinessPage({ hotel, chain }: ChannelReadinessPageProps) {
  const t = useChannelTexts();
  const readiness = useHotelReadiness(hotel.id);
  const { open, choose } = useOpenChannel();
  const openedFromMatrix =
    (useLocation().state as { openedFromMatrix?: boolean } | null)?.openedFromMatrix === true;
  const openReadiness = readiness.data?.find((channel) => channel.channel === open) ?? null;
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{t('page.title')}</h2>
        <p className="text-sm text-slate-700">{t('page.intro', { hotel: hotel.name })}</p>
      </div>
      {readiness.isPending ? (
        <div role="status" className="py-10 text-center text-sm text-slate-700">
          <Spinner label={t('page.loading')} />
        </div>
      ) : readiness.isError ? (
        <Alert tone="error">
          <p>{t('page.loadFailed')}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void readiness.refetch()}>
            {t('page.retry')}
          </Button>
        </Alert>
      ) : readiness.data.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-700">{t('page.empty')}</p>
      ) : (
        <>
          <ReadinessMatrix readiness={readiness.data} openChannel={open} onOpen={choose} />
          {openReadiness ? (
            <ChannelChecklist readiness={openReadiness} focusOnOpen={openedFromMatrix} />
          ) : null}
        </>
      )}
      {chain}
    </div>
  );
}
