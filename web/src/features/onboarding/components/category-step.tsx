import { categoryOptions } from '../content/onboarding-content';
import type { WizardValues } from '../wizard-values';
import { ChoiceCard } from './choice-card';
import { ChoiceGroup } from './choice-group';

interface CategoryStepProps {
  values: WizardValues;
  onChange(patch: Partial<WizardValues>): void;
}

export function CategoryStep({ values, onChange }: CategoryStepProps) {
  return (
    <ChoiceGroup label="Hotel category" hideLabel className="sm:grid-cols-2">
      {categoryOptions.map((option) => (
        <ChoiceCard
          key={option.value}
          name="hotel-category"
          value={option.value}
          checked={values.category === option.value}
          onSelect={() => onChange({ category: option.value })}
          label={option.label}
          description={option.description}
        />
      ))}
    </ChoiceGroup>
  );
}
