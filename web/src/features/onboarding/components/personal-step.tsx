import { limits } from '@common/limits';
import { isPhoneShaped, phoneTexts } from '@common/profile/phone-number';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import type { WizardValues } from '../wizard-values';
import { useWizardTexts } from '@web/locales/onboarding';
import { sharedText } from '@web/lib/i18n/shared-text';

interface PersonalStepProps {
  values: WizardValues;
  onChange(patch: Partial<WizardValues>): void;
}

export function PersonalStep({ values, onChange }: PersonalStepProps) {
  const t = useWizardTexts();
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('personal.firstName')}>
          <Input
            autoComplete="given-name"
            maxLength={limits.nameMaxLength}
            required
            value={values.firstName}
            onChange={(event) => onChange({ firstName: event.target.value })}
          />
        </Field>
        <Field label={t('personal.lastName')}>
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
        label={t('personal.phone')}
        hint={t('personal.phoneHint')}
        error={isPhoneShaped(values.phone) ? undefined : sharedText(phoneTexts.characters)}
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
