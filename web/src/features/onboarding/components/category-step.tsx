import { hotelCategories } from '@common/hotels/hotel';
import { useWizardTexts } from '@web/locales/onboarding';
import type { WizardValues } from '../wizard-values';
import { ChoiceCard } from './choice-card';
import { ChoiceGroup } from './choice-group';

interface CategoryStepProps {
  values: WizardValues;
  onChange(patch: Partial<WizardValues>): void;
}

export function CategoryStep({ values, onChange }: CategoryStepProps) {
  const t = useWizardTexts();
  return (
    <ChoiceGroup label={t('category.label')} hideLabel className="sm:grid-cols-2">
      {hotelCategories.map((category) => (
        <ChoiceCard
          key={category}
          name="hotel-category"
          value={category}
          checked={values.category === category}
          onSelect={() => onChange({ category })}
          label={t(`category.options.${category}.label`)}
          description={t(`category.options.${category}.description`)}
        />
      ))}
    </ChoiceGroup>
  );
}
