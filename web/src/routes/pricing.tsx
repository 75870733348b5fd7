import type { PurchasablePlanId } from '@common/plans/plans';
import { usePublicBillingEnabled } from '@web/features/billing/api/get-billing-enabled';
import { BillingNotConfigured } from '@web/features/billing/components/billing-not-configured';
import { startCheckout } from '@web/features/billing/start-checkout';
import { PublicLayout } from '@web/features/marketing/components/layout/public-layout';
import { PageIntro } from '@web/features/marketing/components/page-intro';
import { CanceledNotice } from '@web/features/marketing/components/pricing/canceled-notice';
import { PlanPicker } from '@web/features/marketing/components/pricing/plan-picker';
import { PricingFaq } from '@web/features/marketing/components/pricing/pricing-faq';
import { useDocumentTitle } from '@web/features/marketing/hooks/use-document-title';
import { useMarketingTexts } from '@web/locales/marketing';

// A signed-in visitor's choice goes straight to the checkout, which returns to the dashboard (or here if canceled).
const checkoutFromPricing = (planId: PurchasablePlanId) => startCheckout({ planId, from: 'pricing' });

/** Plans and FAQ; also where a canceled checkout returns to (/pricing?canceled=true). */
export function Component() {
  const t = useMarketingTexts();
  useDocumentTitle(t('pricing.documentTitle'));
  // Production without Stripe sells nothing (docs/decisions/014): the plans are shown, their buttons are not.
  const billingEnabled = usePublicBillingEnabled();
  return (
    <PublicLayout>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-16 sm:px-6">
        <PageIntro eyebrow={t('pricing.eyebrow')} title={t('pricing.title')}>
          {t('pricing.intro')}
        </PageIntro>
        <CanceledNotice />
        <PlanPicker
          headingLevel="h2"
          startCheckout={checkoutFromPricing}
          notForSale={billingEnabled ? undefined : <BillingNotConfigured />}
        />
        <PricingFaq />
      </div>
    </PublicLayout>
  );
}
