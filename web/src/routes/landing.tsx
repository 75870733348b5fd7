import type { PurchasablePlanId } from '@common/plans/plans';
import { usePublicBillingEnabled } from '@web/features/billing/api/get-billing-enabled';
import { BillingNotConfigured } from '@web/features/billing/components/billing-not-configured';
import { startCheckout } from '@web/features/billing/start-checkout';
import { CallToAction } from '@web/features/marketing/components/landing/call-to-action';
import { FeatureTiles } from '@web/features/marketing/components/landing/feature-tiles';
import { Hero } from '@web/features/marketing/components/landing/hero';
import { HowItWorks } from '@web/features/marketing/components/landing/how-it-works';
import { LandingFaq } from '@web/features/marketing/components/landing/landing-faq';
import { OtaLogoStrip } from '@web/features/marketing/components/landing/ota-logo-strip';
import { PricingSection } from '@web/features/marketing/components/landing/pricing-section';
import { ProblemCards } from '@web/features/marketing/components/landing/problem-cards';
import { PublicLayout } from '@web/features/marketing/components/layout/public-layout';
import { useDocumentTitle } from '@web/features/marketing/hooks/use-document-title';
import { useMarketingTexts } from '@web/locales/marketing';

// The same plan cards as /pricing, so a signed-in visitor's choice also starts the checkout from 'pricing'.
const checkoutFromPricing = (planId: PurchasablePlanId) => startCheckout({ planId, from: 'pricing' });

/** The landing page (spec part 1, section 2), in the order the spec lists its parts. */
export function Component() {
  const t = useMarketingTexts();
  useDocumentTitle(t('landing.documentTitle'));
  // Production without Stripe sells nothing (docs/decisions/014): the plans are shown, their buttons are not.
  const billingEnabled = usePublicBillingEnabled();
  return (
    <PublicLayout>
      <Hero />
      <OtaLogoStrip />
      <ProblemCards />
      <HowItWorks />
      <FeatureTiles />
      <PricingSection
        startCheckout={checkoutFromPricing}
        notForSale={billingEnabled ? undefined : <BillingNotConfigured />}
      />
      <LandingFaq />
      <CallToAction />
    </PublicLayout>
  );
}
