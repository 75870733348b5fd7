import type { PurchasablePlanId } from './plans';

export interface RoomCountPlan {
  planId: PurchasablePlanId;
  label: string;
  /** 'Beliebt' badge on the medium tier. */
  badge: string | null;
}

/** Plan by total room count (spec part 1, section 9): up to 50 small, up to 150 medium, above large. */
export function planByRoomCount(roomCount: number): RoomCountPlan {
  if (roomCount <= 50) return { planId: 'tier_50', label: 'Small (50)', badge: null };
  if (roomCount <= 150) return { planId: 'tier_150', label: 'Medium (150)', badge: 'Beliebt' };
  return { planId: 'tier_unlimited', label: 'Large (Unlimited)', badge: null };
}
