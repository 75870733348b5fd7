import type { PlanId } from '@common/plans/plans';

/** One line per plan card saying who it is for; prices and limits stay in common/src/plans/plans.ts. */
export const planTaglines: Record<PlanId, string> = {
  tier_50: 'For boutique and independent hotels.',
  tier_150: 'For established hotels with many room types.',
  tier_unlimited: 'For large properties and resorts.',
  contact_sales: 'For hotel groups with several properties.',
};
