import { useState } from 'react';
import { limits } from '@common/limits';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { hotelTypeOptions } from '../content/onboarding-content';
import { isWebsiteValid } from '../wizard-rules';
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
  const websiteError =
    websiteLeft && !isWebsiteValid(values.hotelWebsite) ? 'Please enter a valid website' : undefined;
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
      <Field label={values.hotelType === 'chain' ? 'Chain name' : 'Hotel name'}>
        <Input
          autoComplete="organization"
          maxLength={limits.hotelNameMaxLength}
          required
          value={values.hotelName}
          onChange={(event) => onChange({ hotelName: event.target.value })}
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
