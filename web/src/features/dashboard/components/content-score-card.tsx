import { ChevronRight, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useContentScore } from '../api/get-content-score';
import { dashboardPageTexts } from '../content/dashboard-texts';
import { ScoreMeter } from './score-meter';

const texts = dashboardPageTexts.score;

/** The active hotel's content score (spec part 1, section 9) and what to do to raise it, each a link to do it. */
export function ContentScoreCard({ hotelId }: { hotelId: string }) {
  const contentScore = useContentScore(hotelId);
  return (
    <Card className="p-5">
      <section aria-labelledby="content-score-heading" className="space-y-4">
        <h2 id="content-score-heading" className="text-lg font-semibold text-slate-900">
          {texts.title}
        </h2>
        {contentScore.isPending ? (
          <div role="status" className="text-sm text-slate-700">
            <Spinner label={dashboardPageTexts.loading} />
          </div>
        ) : contentScore.isError ? (
          <Alert tone="error">{texts.loadFailed}</Alert>
        ) : (
          <>
            <div>
              <p className="flex items-baseline gap-2">
                <span className="text-4xl font-semibold text-slate-900" data-testid="content-score">
                  {contentScore.data.score}
                </span>
                <span className="text-sm text-slate-700">{texts.outOf}</span>
              </p>
              <ScoreMeter score={contentScore.data.score} label={texts.meterLabel} className="mt-3" />
            </div>
            {contentScore.data.hints.length === 0 ? (
              <p className="flex items-center gap-2 text-sm text-slate-700">
                <PartyPopper className="size-4 text-brand-700" aria-hidden="true" />
                {texts.allDone}
              </p>
            ) : (
              <div>
                <h3 className="text-sm font-semibold text-slate-800">{texts.hintsTitle}</h3>
                <ul className="mt-2 divide-y divide-slate-100">
                  {contentScore.data.hints.map((hint) => (
                    <li key={hint.kind}>
                      <Link
                        to={hint.href}
                        className="flex min-h-10 items-center justify-between gap-3 py-2 text-sm text-brand-700 hover:underline"
                      >
                        {hint.text}
                        <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
