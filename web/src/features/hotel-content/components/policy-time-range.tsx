import type { TimeRange } from '@common/content/policies';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import type { RoleLock } from '@web/features/teams/role-lock';
import { useContentTexts } from '@web/locales/content';

interface PolicyTimeRangeProps {
  legend: string;
  range: TimeRange;
  /** What is wrong with each end, if anything. */
  errors: { from?: string; until?: string };
  disabled: boolean;
  /** The times shown read-only for a role that may not change them (issue 36). */
  lock: RoleLock;
  onChange(range: TimeRange): void;
}

/** Check-in or check-out as two time fields, from and until; either may stay empty ('until 11:00'). */
export function PolicyTimeRange({ legend, range, errors, disabled, lock, onChange }: PolicyTimeRangeProps) {
  const t = useContentTexts();
  const timeOf = (value: string) => (value === '' ? null : value.slice(0, 5));
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3" disabled={disabled}>
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('policies.from')} error={errors.from}>
          <Input
            type="time"
            value={range.from ?? ''}
            onChange={(event) => onChange({ ...range, from: timeOf(event.target.value) })}
            {...lock.fieldProps}
          />
        </Field>
        <Field label={t('policies.until')} error={errors.until}>
          <Input
            type="time"
            value={range.until ?? ''}
            onChange={(event) => onChange({ ...range, until: timeOf(event.target.value) })}
            {...lock.fieldProps}
          />
        </Field>
      </div>
    </fieldset>
  );
}
