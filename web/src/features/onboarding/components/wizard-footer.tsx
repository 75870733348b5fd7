import type { OnboardingStep } from '@common/onboarding/schemas';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useWizardTexts } from '@web/locales/onboarding';

interface WizardFooterProps {
  step: OnboardingStep;
  busy: boolean;
  canGoBack: boolean;
  canContinue: boolean;
  /** An import has succeeded, so the import step moves on with Continue rather than a skip. */
  imported: boolean;
  onBack(): void;
  onForward(): void;
}

function forwardAction(step: OnboardingStep, imported: boolean) {
  if (step === 'import') return imported ? 'continue' : 'skip';
  return step === 'subscription' ? 'subscribeLater' : 'continue';
}

/**
 * Back and the forward action. On the import step the forward action is 'Skip for now' until an import has
 * succeeded, and on the last step 'Subscribe later': a plain Continue there would promise a checkout.
 * Only Continue submits the form, so Enter in the room count never finishes the wizard.
 */
export function WizardFooter({
  step,
  busy,
  canGoBack,
  canContinue,
  imported,
  onBack,
  onForward,
}: WizardFooterProps) {
  const t = useWizardTexts();
  const action = forwardAction(step, imported);
  const submits = action === 'continue';
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
      <Button variant="outline" onClick={onBack} disabled={busy || !canGoBack}>
        {t('footer.back')}
      </Button>
      <Button
        type={submits ? 'submit' : 'button'}
        variant={step === 'subscription' ? 'outline' : 'primary'}
        onClick={submits ? undefined : onForward}
        disabled={busy || !canContinue}
      >
        {busy ? <Spinner className="size-4" label={t('settingUp')} /> : t(`footer.${action}`)}
      </Button>
    </div>
  );
}
