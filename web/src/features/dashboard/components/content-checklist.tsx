import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import type { ChecklistItem } from '@common/dashboard/content-score';
import { Card } from '@web/components/ui/card';
import { useDashboardTexts } from '@web/locales/dashboard';
import { useContentScore } from '../api/get-content-score';

/**
 * 'Next Steps': the one list of what to do for the hotel's content (issue 31, point 9), computed by the server
 * with the score. Each item shows its progress ('8 of 10 photos') and is ticked once done; open items lead to
 * the page that does them.
 */
export function ContentChecklist({ hotelId }: { hotelId: string }) {
  const t = useDashboardTexts();
  const contentScore = useContentScore(hotelId);
  if (!contentScore.data) return null;
  const items = contentScore.data.checklist;
  const doneCount = items.filter((entry) => entry.done).length;
  return (
    <Card className="p-5">
      <section aria-labelledby="next-steps-heading" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="next-steps-heading" className="text-lg font-semibold text-slate-900">
            {t('checklist.title')}
          </h2>
          <p className="text-sm text-slate-700" data-testid="checklist-summary">
            {t('checklist.summary', { done: doneCount, total: items.length })}
          </p>
        </div>
        {doneCount === items.length ? (
          <p className="text-sm text-slate-700">{t('checklist.allDone')}</p>
        ) : null}
        <ol className="divide-y divide-slate-100">
          {items.map((entry) => (
            <li key={`${entry.kind}-${entry.language?.code ?? ''}`}>
              <ChecklistRow entry={entry} />
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}

type DashboardTexts = ReturnType<typeof useDashboardTexts>;

/** A served language's item (issue 37): 'Italian: 3 texts missing, 2 stale'. */
function languageLabel(t: DashboardTexts, { code, missing, stale }: NonNullable<ChecklistItem['language']>) {
  const state = missing > 0 && stale > 0 ? 'both' : missing > 0 ? 'missing' : stale > 0 ? 'stale' : 'current';
  return t('checklist.labels.languageTexts', {
    language: t(`checklist.languages.${code}`),
    missing,
    stale,
    state,
  });
}

function ChecklistRow({ entry }: { entry: ChecklistItem }) {
  const t = useDashboardTexts();
  // The server sends what the item is and its numbers; the words are the screen language's.
  const label = entry.language ? languageLabel(t, entry.language) : t(`checklist.labels.${entry.kind}`);
  const progress = t(`checklist.progress.${entry.unit}`, { current: entry.current, target: entry.target });
  const content = (
    <>
      {entry.done ? (
        <CheckCircle2 className="size-5 shrink-0 text-green-700" aria-hidden="true" />
      ) : (
        <Circle className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
      )}
      <span className="min-w-0 flex-1">{label}</span>
      <span className="sr-only">:</span>{' '}
      <span className="shrink-0 text-xs text-slate-600 tabular-nums">{progress}</span>
      {entry.done ? <span className="sr-only">, {t('checklist.done')}</span> : null}
    </>
  );
  return entry.done ? (
    <span className="flex min-h-11 items-center gap-3 py-1 text-sm text-slate-600">{content}</span>
  ) : (
    <Link
      to={entry.href}
      // One name in every browser ('Upload photos: 8 of 10 photos'); the flex row's parts would be joined differently.
      aria-label={`${label}: ${progress}`}
      className="flex min-h-11 items-center gap-3 py-1 text-sm font-medium text-brand-700 hover:underline"
    >
      {content}
    </Link>
  );
}
