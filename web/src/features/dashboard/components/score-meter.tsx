import { cn } from '@web/components/ui/cn';

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
  const tone = score >= 70 ? 'bg-green-600' : score >= 40 ? 'bg-amber-500' : 'bg-red-600';
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
