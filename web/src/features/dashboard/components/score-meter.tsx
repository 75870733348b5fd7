import { cn } from '@web/components/ui/cn';

/** From this score on the bar is green. */
export const goodScore = 70;

/** A 0 to 100 score as a bar; the number next to it is what is read out, the bar only shows it. */
export function ScoreMeter({
  score,
  label,
  className,
}: {
  score: number;
  label: string;
  className?: string;
}) {
  // Green once good; below that the brand's colour shows progress. A new hotel starts near 0, which is normal,
  // not an alarm: no red or amber (issue 31, point 9).
  const tone = score >= goodScore ? 'bg-green-600' : 'bg-brand-600';
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score}
      className={cn('h-2 overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div className={cn('h-full rounded-full', tone)} style={{ width: `${score}%` }} />
    </div>
  );
}
