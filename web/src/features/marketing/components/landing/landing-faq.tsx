import { planOf, plans } from '@common/plans/plans';
import { planPrice } from '@web/locales/checkout';
import { useMarketingTexts } from '@web/locales/marketing';
import { FaqList } from '../faq-list';
import { SectionHeading } from '../section-heading';

/*
 * The FAQ follows the one plan list (DECISIONS.md point 17): no free trial, no other tiers, monthly billing.
 * Plan names, room limits and prices are read from common/src/plans/plans.ts so a price change cannot leave a
 * stale answer behind; the catalogue takes them as values.
 */
export function LandingFaq() {
  const t = useMarketingTexts();
  const purchasableSummary = plans
    .filter((plan) => plan.price !== null)
    .map((plan) =>
      t('landing.faq.planSummary', {
        name: plan.name,
        rooms:
          plan.roomLimit === null
            ? t('landing.faq.unlimitedRooms')
            : t('landing.faq.roomLimit', { count: plan.roomLimit }),
        price: planPrice(plan),
      }),
    )
    .join(', ');
  const chainPlan = planOf('contact_sales').name;
  const items = t('landing.faq.items', { returnObjects: true }).map((item, index) =>
    index === 0
      ? { ...item, answer: t('landing.faq.items.0.answer', { plans: purchasableSummary, chainPlan }) }
      : item,
  );
  return (
    <section aria-labelledby="faq-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-heading" eyebrow={t('landing.faq.eyebrow')} title={t('landing.faq.title')} />
        <div className="mt-10">
          <FaqList items={items} />
        </div>
      </div>
    </section>
  );
}
