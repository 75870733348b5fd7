import { pricingFaq } from '../../content/faq-content';
import { FaqList } from '../faq-list';

export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-heading" className="mx-auto max-w-3xl">
      <h2 id="pricing-faq-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        Pricing questions
      </h2>
      <div className="mt-8">
        <FaqList items={pricingFaq} />
      </div>
    </section>
  );
}
