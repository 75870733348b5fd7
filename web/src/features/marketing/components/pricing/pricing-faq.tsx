import { planOf } from '@common/plans/plans';
import { useMarketingTexts } from '@web/locales/marketing';
import { FaqList } from '../faq-list';

export function PricingFaq() {
  const t = useMarketingTexts();
  // The chain plan's name from common/src/plans/plans.ts, so a renamed plan cannot leave a stale answer behind.
  const chainPlan = planOf('contact_sales').name;
  const items = t('pricing.faq', { returnObjects: true }).map((item, index) =>
    index === 6 ? { ...item, answer: t('pricing.faq.6.answer', { chainPlan }) } : item,
  );
  return (
    <section aria-labelledby="pricing-faq-heading" className="mx-auto max-w-3xl">
      <h2 id="pricing-faq-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        {t('pricing.faqTitle')}
      </h2>
      <div className="mt-8">
        <FaqList items={items} />
      </div>
    </section>
  );
}
