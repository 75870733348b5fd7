import type { Plan } from '@common/plans/plans';
import { useAccountTexts } from '@web/locales/accounts';
import { planPrice } from '@web/locales/checkout';

/** The chosen plan shown above the sign-up form: name and price in euros per month. */
export function PlanBanner({ plan }: { plan: Plan }) {
  const t = useAccountTexts();
  return (
    <div
      className="mb-6 flex items-center justify-between rounded-lg border border-brand-100 bg-brand-50 px-4 py-3"
      data-testid="plan-banner"
    >
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {t('signup.selectedPlan')}
        </p>
        <p className="text-base font-semibold text-slate-900">{plan.name}</p>
      </div>
      <p className="text-lg font-bold text-slate-900">
        {planPrice(plan)}
        {plan.price !== null ? (
          <span className="text-sm font-normal text-slate-700">{t('signup.perMonth')}</span>
        ) : null}
      </p>
    </div>
  );
}
