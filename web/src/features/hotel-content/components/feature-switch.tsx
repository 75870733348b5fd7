import { useId } from 'react';
import type { FeatureView } from '@common/content/schemas';
import { SwitchButton } from '@web/components/ui/switch';

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
      <SwitchButton checked={feature.active} onChange={onToggle} labelledBy={labelId} disabled={disabled} />
    </li>
  );
}
