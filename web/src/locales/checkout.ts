import type { Plan, PlanId } from '@common/plans/plans';
import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The checkout's texts that the public pricing and landing pages and the signed-in app share
 * (web/src/locales/<language>/checkout.json): billing not configured, 'Redirecting to checkout...' and
 * start-checkout's two failures, as the spec spells them (part 1, section 8), and the plans' prices and feature
 * lines, which the pricing and landing pages, sign-up, Settings > Payment and the onboarding's plan step show. A
 * namespace of its own, so the public pages do not download the signed-in 'billing' catalogue.
 */
export const { useTexts: useCheckoutTexts, texts: checkoutTexts } = defineTexts(
  'checkout',
  import.meta.glob('./*/checkout.json', { eager: true, import: 'default' }),
);

/** A plan's monthly price as every screen writes it ('99 €'); a plan without a price reads 'Custom'. */
export const planPrice = (plan: Pick<Plan, 'price'>) =>
  plan.price === null
    ? checkoutTexts('plans.customPrice')
    : checkoutTexts('plans.price', { price: plan.price });

/** What a plan includes, one line each ('Up to 50 rooms', 'E-mail support'), in the plan cards' order. */
export const planFeatures = (planId: PlanId): readonly string[] =>
  checkoutTexts(`plans.features.${planId}`, { returnObjects: true });
