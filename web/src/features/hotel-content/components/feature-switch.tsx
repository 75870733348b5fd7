import { useId } from 'react';
import type { FeatureView } from '@common/content/schemas';
import { SwitchButton } from '@web/components/ui/switch';
import { RoleLocked } from '@web/features/teams/role-lock';

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
      <RoleLocked needed="editor" align="end">
        <SwitchButton checked={feature.active} onChange={onToggle} labelledBy={labelId} disabled={disabled} />
      </RoleLocked>
    </li>
  );
}
