import type { PurchasablePlanId } from './plans';

/** The plan suggested for a room count; the onboarding catalogue words it ('Small (50)', the 'Beliebt' badge). */
export interface RoomCountPlan {
  planId: PurchasablePlanId;
}

/** Plan by total room count (spec part 1, section 9): up to 50 small, up to 150 medium, above large. */
export function planByRoomCount(roomCount: number): RoomCountPlan {
  if (roomCount <= 50) return { planId: 'tier_50' };
  if (roomCount <= 150) return { planId: 'tier_150' };
  return { planId: 'tier_unlimited' };
}
