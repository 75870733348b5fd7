import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StartPlanCheckout } from '../../choose-plan';
import { PlanPicker } from '../pricing/plan-picker';
import { SectionHeading } from '../section-heading';

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
  return (
    <section aria-labelledby="pricing-heading" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="pricing-heading" eyebrow="Pricing" title="One monthly price, sized to your hotel">
          Every plan includes the whole studio. Choose by the number of rooms; no setup fee, cancel any time.
        </SectionHeading>
        <div className="mt-12">
          <PlanPicker headingLevel="h3" startCheckout={startCheckout} notForSale={notForSale} />
        </div>
        <p className="mt-8 text-center text-slate-700">
          Questions about billing?{' '}
          <Link
            to="/pricing"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
          >
            Read the pricing FAQ
          </Link>
        </p>
      </div>
    </section>
  );
}
