/** Our own plan ids. `?plan=`, the pending plan and the API carry these, never a payment provider's ids. */
export const planIds = ['tier_50', 'tier_150', 'tier_unlimited', 'contact_sales'] as const;
export type PlanId = (typeof planIds)[number];

/** Plans that can be bought online; contact_sales leads to /contact instead. */
export const purchasablePlanIds = ['tier_50', 'tier_150', 'tier_unlimited'] as const;
export type PurchasablePlanId = (typeof purchasablePlanIds)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in whole euros; null for a custom price. */
  price: number | null;
  currency: 'EUR';
  mode: 'subscription';
  roomLimit: number | null;
  features: string[];
  popular: boolean;
}

/** The one definition of our plans (spec part 1, section 9), used by every screen and the server. */
export const plans: readonly Plan[] = [
  {
    id: 'tier_50',
    name: 'Small',
    price: 99,
    currency: 'EUR',
    mode: 'subscription',
    roomLimit: 50,
    features: ['Up to 50 rooms', 'E-mail support'],
    popular: false,
  },
  {
    id: 'tier_150',
    name: 'Medium',
    price: 199,
    currency: 'EUR',
    mode: 'subscription',
    roomLimit: 150,
    features: ['Up to 150 rooms', 'Support within 24 hours'],
    popular: true,
  },
  {
    id: 'tier_unlimited',
    name: 'Large Unlimited',
    price: 299,
    currency: 'EUR',
    mode: 'subscription',
    roomLimit: null,
    features: ['Unlimited rooms', 'Support within 12 hours', 'Onboarding call'],
    popular: false,
  },
  {
    id: 'contact_sales',
    name: 'Hotel Chain',
    price: null,
    currency: 'EUR',
    mode: 'subscription',
    roomLimit: null,
    features: ['Several properties', 'Support within 6 hours', 'Contact sales'],
    popular: false,
  },
];

/** The plan a screen pre-selects when nothing else is chosen: the one marked most popular. */
export const defaultPlanId: PlanId = 'tier_150';

export function findPlan(id: string | null | undefined): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

/** A plan by its id, which the list always holds (a missing one is a programming error, not a state to show). */
export function planOf(id: PlanId): Plan {
  const plan = findPlan(id);
  if (!plan) throw new Error(`Plan ${id} is missing from the plan list`);
  return plan;
}

export function isPurchasable(id: string): id is PurchasablePlanId {
  return (purchasablePlanIds as readonly string[]).includes(id);
}

/** "99 €" style price label; null prices read as a custom price. */
export function formatPlanPrice(plan: Plan): string {
  return plan.price === null ? 'Custom' : `${plan.price} €`;
}
