import { useState } from 'react';
import { limits } from '@common/limits';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { hotelTypes } from '@common/hotels/hotel';
import { useWizardTexts } from '@web/locales/onboarding';
import { onboardingTexts } from '@common/onboarding/schemas';
import { isChainNameMissing, isWebsiteValid } from '../wizard-rules';
import type { WizardValues } from '../wizard-values';
import { ChoiceCard } from './choice-card';
import { ChoiceGroup } from './choice-group';
import { sharedText } from '@web/lib/i18n/shared-text';

interface HotelTypeStepProps {
  values: WizardValues;
  onChange(patch: Partial<WizardValues>): void;
}

export function HotelTypeStep({ values, onChange }: HotelTypeStepProps) {
  const t = useWizardTexts();
  // The website is checked once the user leaves the field, not while they are still typing it.
  const [websiteLeft, setWebsiteLeft] = useState(false);
  const [nameLeft, setNameLeft] = useState(false);
  const websiteError =
    websiteLeft && !isWebsiteValid(values.hotelWebsite) ? t('hotelType.websiteInvalid') : undefined;
  const isChain = values.hotelType === 'chain';
  // Required for a chain only, and marked so; the reason Continue stays disabled shows once the field is left.
  const nameError =
    nameLeft && isChainNameMissing(values) ? sharedText(onboardingTexts.chainNameRequired) : undefined;
  return (
    <div className="space-y-6">
      <ChoiceGroup label={t('hotelType.label')} hideLabel className="sm:grid-cols-2">
        {hotelTypes.map((hotelType) => (
          <ChoiceCard
            key={hotelType}
            name="hotel-type"
            value={hotelType}
            checked={values.hotelType === hotelType}
            onSelect={() => onChange({ hotelType })}
            label={t(`hotelType.options.${hotelType}.label`)}
            description={t(`hotelType.options.${hotelType}.description`)}
          />
        ))}
      </ChoiceGroup>
      <Field
        label={isChain ? t('hotelType.chainName') : t('hotelType.hotelName')}
        hint={isChain ? t('hotelType.chainNameHint') : t('hotelType.optional')}
        error={nameError}
      >
        <Input
          autoComplete="organization"
          maxLength={limits.hotelNameMaxLength}
          required={isChain}
          value={values.hotelName}
          onChange={(event) => onChange({ hotelName: event.target.value })}
          onBlur={() => setNameLeft(true)}
        />
      </Field>
      <Field label={t('hotelType.website')} hint={t('hotelType.websiteHint')} error={websiteError}>
        <Input
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={limits.websiteMaxLength}
          value={values.hotelWebsite}
          onChange={(event) => onChange({ hotelWebsite: event.target.value })}
          onBlur={() => setWebsiteLeft(true)}
        />
      </Field>
    </div>
  );
}
