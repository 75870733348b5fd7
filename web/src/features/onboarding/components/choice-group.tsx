import { useId, type ReactNode } from 'react';
import { cn } from '@web/components/ui/cn';

interface ChoiceGroupProps {
  label: string;
  /** When a visible heading already says what is being chosen. */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

/** A labelled radio group; the native radios inside give it arrow-key navigation. */
export function ChoiceGroup({ label, hideLabel, className, children }: ChoiceGroupProps) {
  const labelId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId}>
      <p id={labelId} className={cn('mb-2 text-sm font-medium text-slate-800', hideLabel && 'sr-only')}>
        {label}
      </p>
      <div className={cn('grid gap-3', className)}>{children}</div>
    </div>
  );
}
