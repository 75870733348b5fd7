import { useId } from 'react';
import type { RoleLock } from '@web/features/teams/role-lock';
import { useContentTexts } from '@web/locales/content';

interface PolicyChoiceGroupProps {
  legend: string;
  /** The options' keys with their labels, in the order shown. */
  options: Record<string, string>;
  /** The chosen key, or null while nothing is stated. */
  value: string | null;
  disabled: boolean;
  /** The choice shown but kept for a role that may not change it (issue 36). */
  lock: RoleLock;
  onChange(value: string | null): void;
}

/** One policy as radio buttons: exactly one option (or 'not stated') is chosen, so two cannot contradict. */
export function PolicyChoiceGroup({
  legend,
  options,
  value,
  disabled,
  lock,
  onChange,
}: PolicyChoiceGroupProps) {
  const t = useContentTexts();
  const name = useId();
  const choices: [string | null, string][] = [...Object.entries(options), [null, t('policies.notStated')]];
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3" disabled={disabled}>
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="space-y-1">
        {choices.map(([key, label]) => (
          <label
            key={key ?? 'none'}
            className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-slate-800"
          >
            <input
              type="radio"
              name={name}
              checked={value === key}
              onChange={() => onChange(key)}
              className="size-4 accent-brand-600"
              {...lock.controlProps}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
