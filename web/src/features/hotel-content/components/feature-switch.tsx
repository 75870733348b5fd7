import { useId } from 'react';
import type { FeatureView } from '@common/content/schemas';
import { cn } from '@web/components/ui/cn';

interface FeatureSwitchProps {
  feature: FeatureView;
  disabled: boolean;
  onToggle(active: boolean): void;
}

/** One feature's on/off switch, named by the feature. */
export function FeatureSwitch({ feature, disabled, onToggle }: FeatureSwitchProps) {
  const labelId = useId();
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <span id={labelId} className="text-sm text-slate-800">
        {feature.name}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={feature.active}
        aria-labelledby={labelId}
        disabled={disabled}
        onClick={() => onToggle(!feature.active)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          'disabled:cursor-not-allowed disabled:opacity-60',
          feature.active ? 'bg-brand-600' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            feature.active ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </button>
    </li>
  );
}
