import { useState } from 'react';
import { limits } from '@common/limits';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { hotelTypeOptions } from '../content/onboarding-content';
import { onboardingTexts } from '@common/onboarding/schemas';
import { isChainNameMissing, isWebsiteValid } from '../wizard-rules';
import type { WizardValues } from '../wizard-values';
import { ChoiceCard } from './choice-card';
import { ChoiceGroup } from './choice-group';

interface HotelTypeStepProps {
  values: WizardValues;
  onChange(patch: Partial<WizardValues>): void;
}

export function HotelTypeStep({ values, onChange }: HotelTypeStepProps) {
  // The website is checked once the user leaves the field, not while they are still typing it.
  const [websiteLeft, setWebsiteLeft] = useState(false);
  const [nameLeft, setNameLeft] = useState(false);
  const websiteError =
    websiteLeft && !isWebsiteValid(values.hotelWebsite) ? 'Please enter a valid website' : undefined;
  const isChain = values.hotelType === 'chain';
  // Required for a chain only, and marked so; the reason Continue stays disabled shows once the field is left.
  const nameError = nameLeft && isChainNameMissing(values) ? onboardingTexts.chainNameRequired : undefined;
  return (
    <div className="space-y-6">
      <ChoiceGroup label="Hotel type" hideLabel className="sm:grid-cols-2">
        {hotelTypeOptions.map((option) => (
          <ChoiceCard
            key={option.value}
            name="hotel-type"
            value={option.value}
            checked={values.hotelType === option.value}
            onSelect={() => onChange({ hotelType: option.value })}
            label={option.label}
            description={option.description}
          />
        ))}
      </ChoiceGroup>
      <Field
        label={isChain ? 'Chain name' : 'Hotel name'}
        hint={isChain ? 'Required for a hotel chain' : 'Optional'}
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
      <Field label="Website" hint="Optional, for example www.your-hotel.com" error={websiteError}>
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
