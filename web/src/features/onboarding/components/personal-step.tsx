import { limits } from '@common/limits';
import { isPhoneShaped, phoneTexts } from '@common/profile/phone-number';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import type { WizardValues } from '../wizard-values';

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
      {/* Kept as typed, '+' and spaces included (issue 12); the server stores the number in E.164. */}
      <Field
        label="Phone"
        hint="Optional, for example +49 8821 123456"
        error={isPhoneShaped(values.phone) ? undefined : phoneTexts.characters}
      >
        <Input
          type="tel"
          autoComplete="tel"
          maxLength={limits.phoneMaxLength}
          value={values.phone}
          onChange={(event) => onChange({ phone: event.target.value })}
        />
      </Field>
    </div>
  );
}
