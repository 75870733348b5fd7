import { cn } from './cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600',
          className,
        )}
      />
      {label ? <span>{label}</span> : null}
    </span>
  );
}
