/** Our own plan ids. `?plan=`, the pending plan and the API carry these, never a payment provider's ids. */
export const planIds = ['tier_50', 'tier_150', 'tier_unlimited', 'contact_sales'] as const;
export type PlanId = (typeof planIds)[number];

/** Plans that can be bought online; contact_sales leads to /contact instead. */
export const purchasablePlanIds = ['tier_50', 'tier_150', 'tier_unlimited'] as const;
export type PurchasablePlanId = (typeof purchasablePlanIds)[number];

export interface Plan {
  id: PlanId;
  /**
   * The plan's product name as the spec gives it ('Small', 'Hotel Chain'): a name, the same in every interface
   * language, which the server sends too (/api/stripe/config, the test checkout). What a plan includes and how its
   * price reads are interface texts, in the web's checkout catalogue (web/src/locales/checkout.ts).
   */
  name: string;
  /** Monthly price in whole euros; null for a custom price. */
  price: number | null;
  currency: 'EUR';
  mode: 'subscription';
  roomLimit: number | null;
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
    popular: false,
  },
  {
    id: 'tier_150',
    name: 'Medium',
    price: 199,
    currency: 'EUR',
    mode: 'subscription',
    roomLimit: 150,
    popular: true,
  },
  {
    id: 'tier_unlimited',
    name: 'Large Unlimited',
    price: 299,
    currency: 'EUR',
    mode: 'subscription',
    roomLimit: null,
    popular: false,
  },
  {
    id: 'contact_sales',
    name: 'Hotel Chain',
    price: null,
    currency: 'EUR',
    mode: 'subscription',
    roomLimit: null,
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
