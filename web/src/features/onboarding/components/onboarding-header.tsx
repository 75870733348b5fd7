import { Hotel, LogOut } from 'lucide-react';
import { useLogout } from '@web/features/accounts/api/sign-out';
import { Button } from '@web/components/ui/button';
import { useWizardTexts } from '@web/locales/onboarding';

/** The wizard's own header (it sits outside the app shell): the product name and a way to log out. */
export function OnboardingHeader() {
  const t = useWizardTexts();
  const { logout, isPending } = useLogout();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4">
        <span className="inline-flex min-w-0 items-center gap-2 text-base font-bold whitespace-nowrap text-slate-900">
          <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
            <Hotel aria-hidden="true" className="size-5" />
          </span>
          {t('productName')}
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0 whitespace-nowrap"
          disabled={isPending}
          // Asks first when the page holds unsaved edits; the route guard then takes the user to the landing page.
          onClick={logout}
        >
          <LogOut className="size-4" aria-hidden="true" />
          {t('logOut')}
        </Button>
      </div>
    </header>
  );
}
