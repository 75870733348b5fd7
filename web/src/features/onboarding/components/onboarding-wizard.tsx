import type { FormEvent } from 'react';
import type { SubscriptionStepProps } from './subscription-step';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/components/ui/cn';
import { stepTitle } from '../step-title';
import { useWizardTexts } from '@web/locales/onboarding';
import { useOnboardingWizard } from '../hooks/use-onboarding-wizard';
import { useStepFocus } from '../hooks/use-step-focus';
import type { WizardStart } from '../hooks/use-wizard-start';
import { StepBody } from './step-body';
import { StepProgress } from './step-progress';
import { WizardFooter } from './wizard-footer';

interface OnboardingWizardProps {
  start: WizardStart;
  renderCheckout?: SubscriptionStepProps['renderCheckout'];
}

/** The six-step wizard: progress, the step's title and fields, errors, Back and the forward action. */
export function OnboardingWizard({ start, renderCheckout }: OnboardingWizardProps) {
  const wizard = useOnboardingWizard(start);
  const { step, values } = wizard;
  const headingRef = useStepFocus<HTMLHeadingElement>(step);
  const t = useWizardTexts();
  const title = stepTitle(step, values.hotelType, t);

  const submit = (event: FormEvent) => {
    // The import result's room dialogs are portals: React hands their forms' submits up to this form too.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    void wizard.goForward();
  };

  return (
    <Card className="p-5 sm:p-8">
      <StepProgress step={step} />
      {/* The subscription step has no visible title; screen readers still get one to land on. */}
      <h1
        ref={headingRef}
        tabIndex={-1}
        className={cn('mt-6 text-2xl font-semibold text-slate-900 focus:outline-none', !title && 'sr-only')}
      >
        {title ?? t('progress.steps.subscription')}
      </h1>
      <form noValidate onSubmit={submit} className="mt-6">
        <StepBody
          step={step}
          values={values}
          onChange={wizard.update}
          onImported={wizard.onImported}
          onRoomCountLeft={wizard.saveRoomCount}
          renderCheckout={renderCheckout}
        />
        {wizard.error ? (
          <Alert tone="error" className="mt-6">
            {wizard.error}
          </Alert>
        ) : null}
        <WizardFooter
          step={step}
          busy={wizard.busy}
          canGoBack={wizard.canGoBack}
          canContinue={wizard.canContinue}
          imported={wizard.imported}
          onBack={wizard.goBack}
          onForward={() => void wizard.goForward()}
        />
      </form>
    </Card>
  );
}
