import type { ImportResultView } from '@common/import/schemas';
import type { OnboardingStep } from '@common/onboarding/schemas';
import { chosenPlanId, type WizardValues } from '../wizard-values';
import { CategoryStep } from './category-step';
import { HotelTypeStep } from './hotel-type-step';
import { ImportStep } from './import-step';
import { LocationStep } from './location-step';
import { PersonalStep } from './personal-step';
import { SubscriptionStep, type SubscriptionStepProps } from './subscription-step';

interface StepBodyProps {
  step: OnboardingStep;
  values: WizardValues;
  onChange(patch: Partial<WizardValues>): void;
  onImported(importId: string, result: ImportResultView): void;
  onRoomCountLeft?(): void;
  renderCheckout?: SubscriptionStepProps['renderCheckout'];
}

/** The fields of the current step. */
export function StepBody({
  step,
  values,
  onChange,
  onImported,
  onRoomCountLeft,
  renderCheckout,
}: StepBodyProps) {
  switch (step) {
    case 'personal':
      return <PersonalStep values={values} onChange={onChange} />;
    case 'hotel-type':
      return <HotelTypeStep values={values} onChange={onChange} />;
    case 'location':
      return <LocationStep values={values} onChange={onChange} />;
    case 'category':
      return <CategoryStep values={values} onChange={onChange} />;
    case 'import':
      return <ImportStep onImported={onImported} />;
    case 'subscription':
      return (
        <SubscriptionStep
          roomCount={values.roomCount}
          // A new room count brings back the plan it suggests, replacing an earlier pick.
          onRoomCountChange={(roomCount) => onChange({ roomCount, planId: null })}
          onRoomCountLeft={onRoomCountLeft}
          planId={chosenPlanId(values)}
          planChosen={values.planId !== null}
          onPlanChange={(planId) => onChange({ planId })}
          onFollowSuggestion={() => onChange({ planId: null })}
          renderCheckout={renderCheckout}
        />
      );
  }
}
