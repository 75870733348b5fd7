import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StartPlanCheckout } from '../../choose-plan';
import { PlanPicker } from '../pricing/plan-picker';
import { SectionHeading } from '../section-heading';
import { useMarketingTexts } from '@web/locales/marketing';

/**
 * The landing page's pricing: the same plan cards as /pricing, under the section's h2. `notForSale` replaces
 * the cards' buttons when this server cannot take payments (docs/decisions/014).
 */
export function PricingSection({
  startCheckout,
  notForSale,
}: {
  startCheckout: StartPlanCheckout;
  notForSale?: ReactNode;
}) {
  const t = useMarketingTexts();
  return (
    <section aria-labelledby="pricing-heading" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-heading"
          eyebrow={t('landing.pricing.eyebrow')}
          title={t('landing.pricing.title')}
        >
          {t('landing.pricing.intro')}
        </SectionHeading>
        <div className="mt-12">
          <PlanPicker headingLevel="h3" startCheckout={startCheckout} notForSale={notForSale} />
        </div>
        <p className="mt-8 text-center text-slate-700">
          {t('landing.pricing.question')}{' '}
          <Link
            to="/pricing"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
          >
            {t('landing.pricing.faqLink')}
          </Link>
        </p>
      </div>
    </section>
  );
}
