import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useDashboardTexts } from '@web/locales/dashboard';
import { useContentScore } from '../api/get-content-score';
import { ChannelSummary } from './channel-summary';
import { ScoreMeter } from './score-meter';

/** The active hotel's content score (spec part 1, section 9); what raises it is the checklist beside it. */
export function ContentScoreCard({ hotelId }: { hotelId: string }) {
  const t = useDashboardTexts();
  const contentScore = useContentScore(hotelId);
  return (
    <Card className="p-5">
      <section aria-labelledby="content-score-heading" className="space-y-4">
        <h2 id="content-score-heading" className="text-lg font-semibold text-slate-900">
          {t('score.title')}
        </h2>
        {contentScore.isPending ? (
          <div role="status" className="text-sm text-slate-700">
            <Spinner label={t('loading')} />
          </div>
        ) : contentScore.isError ? (
          <Alert tone="error">{t('score.loadFailed')}</Alert>
        ) : (
          <div>
            <p className="flex items-baseline gap-2">
              <span className="text-4xl font-semibold text-slate-900" data-testid="content-score">
                {contentScore.data.score}
              </span>
              <span className="text-sm text-slate-700">{t('score.outOf')}</span>
            </p>
            <ScoreMeter score={contentScore.data.score} label={t('score.meterLabel')} className="mt-3" />
          </div>
        )}
        <ChannelSummary channels={contentScore.data?.channels ?? []} />
      </section>
    </Card>
  );
}
