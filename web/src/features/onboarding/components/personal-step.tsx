import { limits } from '@common/limits';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { digitsOnly, type WizardValues } from '../wizard-values';

interface PersonalStepProps {
  values: WizardValues;
  onChange(patch: Partial<WizardValues>): void;
}

export function PersonalStep({ values, onChange }: PersonalStepProps) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name">
          <Input
            autoComplete="given-name"
            maxLength={limits.nameMaxLength}
            required
            value={values.firstName}
            onChange={(event) => onChange({ firstName: event.target.value })}
          />
        </Field>
        <Field label="Last name">
          <Input
            autoComplete="family-name"
            maxLength={limits.nameMaxLength}
            required
            value={values.lastName}
            onChange={(event) => onChange({ lastName: event.target.value })}
          />
        </Field>
      </div>
      <Field label="Phone" hint="Optional, digits only">
        <Input
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={limits.phoneMaxLength}
          value={values.phone}
          onChange={(event) => onChange({ phone: digitsOnly(event.target.value) })}
        />
      </Field>
    </div>
  );
}
