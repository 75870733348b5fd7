import { onboardingSteps, type OnboardingStep } from '@common/onboarding/schemas';
import { cn } from '@web/components/ui/cn';
import { stepNumber } from '../wizard-rules';
import { useWizardTexts } from '@web/locales/onboarding';

/** 'Step n of 6' and a bar per step, labelled Account ... Subscription (labels under the bars from 640 px). */
export function StepProgress({ step }: { step: OnboardingStep }) {
  const t = useWizardTexts();
  const current = stepNumber(step);
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm font-medium text-slate-700">
        <span>{t('progress.step', { current, total: onboardingSteps.length })}</span>
        <span className="text-slate-500 sm:hidden" aria-hidden="true">
          {t(`progress.steps.${step}`)}
        </span>
      </p>
      <ol aria-label={t('progress.label')} className="mt-3 grid grid-cols-6 gap-1.5 sm:gap-2">
        {onboardingSteps.map((item, index) => (
          <li key={item} aria-current={item === step ? 'step' : undefined}>
            <span
              aria-hidden="true"
              className={cn('block h-1.5 rounded-full', index < current ? 'bg-brand-600' : 'bg-slate-200')}
            />
            <span
              className={cn(
                'sr-only sm:not-sr-only sm:mt-1.5 sm:block sm:truncate sm:text-xs',
                item === step ? 'font-semibold text-brand-700' : 'text-slate-600',
              )}
            >
              {t(`progress.steps.${item}`)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
