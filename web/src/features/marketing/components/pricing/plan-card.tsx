import Check from 'lucide-react/icons/check';
import type { Plan } from '@common/plans/plans';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/components/ui/cn';
import { LinkButton } from '@web/components/ui/link-button';
import { planFeatures, planPrice } from '@web/locales/checkout';
import { useMarketingTexts } from '@web/locales/marketing';

interface PlanCardProps {
  plan: Plan;
  headingLevel: 'h2' | 'h3';
  busy: boolean;
  /** False when the server cannot take payments: the plan is shown, but there is nothing to choose. */
  forSale?: boolean;
  onChoose(plan: Plan): void;
}

/** One plan: name, monthly price, features and its call to action (custom-priced plans lead to /contact). */
export function PlanCard({ plan, headingLevel: Heading, busy, forSale = true, onChoose }: PlanCardProps) {
  const t = useMarketingTexts();
  const custom = plan.price === null;
  return (
    <div
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        plan.popular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
      )}
    >
      {plan.popular ? (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
          {t('plans.mostPopular')}
        </p>
      ) : null}
      <Heading className="text-lg font-semibold text-slate-900">{plan.name}</Heading>
      <p className="mt-1 text-sm text-slate-700">{t(`plans.taglines.${plan.id}`)}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{planPrice(plan)}</span>
        {custom ? null : <span className="text-sm font-medium text-slate-700">{t('plans.perMonth')}</span>}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {custom ? t('plans.customPriced') : t('plans.billedMonthly')}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-800">
        {planFeatures(plan.id).map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
      {custom ? (
        <LinkButton to="/contact" variant="outline" className="mt-8 w-full">
          {t('plans.contactSales')}
        </LinkButton>
      ) : !forSale ? null : (
        <Button
          className="mt-8 w-full"
          variant={plan.popular ? 'primary' : 'outline'}
          disabled={busy}
          onClick={() => onChoose(plan)}
        >
          {busy ? t('plans.pleaseWait') : t('plans.choose', { plan: plan.name })}
        </Button>
      )}
    </div>
  );
}
