import { useSyncExternalStore } from 'react';
import { isPurchasable, type PurchasablePlanId } from '@common/plans/plans';
import { readStorage, storageKeys, writeStorage } from '@web/lib/storage-keys';

// Same-tab changes do not fire 'storage' events, so clearing announces itself with this one.
const changeEvent = 'hcs:pending-plan-change';

/** The plan chosen on the pricing page before signing in (spec part 1, section 3), if it can still be bought. */
export function readPendingPlan(): PurchasablePlanId | null {
  const planId = readStorage(storageKeys.pendingPlan);
  return planId && isPurchasable(planId) ? planId : null;
}

export function clearPendingPlan() {
  writeStorage(storageKeys.pendingPlan, null);
  window.dispatchEvent(new Event(changeEvent));
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

/** The pending plan, kept current when it is cleared here or in another tab. */
export const usePendingPlan = () => useSyncExternalStore(subscribe, readPendingPlan, () => null);
