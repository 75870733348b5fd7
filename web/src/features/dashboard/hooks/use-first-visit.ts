import { useEffect, useState } from 'react';
import { readStorage, storageKeys, writeStorage } from '@web/lib/storage-keys';
import { useDashboardHotels } from '../api/get-dashboard-hotels';

/**
 * Whether to welcome the user rather than welcome them back: right after the wizard (which leaves a flag that
 * this first dashboard visit takes away), or while none of their hotels has any content yet. Undefined until the
 * hotels are known.
 */
export function useFirstVisit(): boolean | undefined {
  const [justOnboarded] = useState(() => readStorage(storageKeys.onboardingCompleted) === 'true');
  useEffect(() => {
    if (justOnboarded) writeStorage(storageKeys.onboardingCompleted, null);
  }, [justOnboarded]);
  const hotels = useDashboardHotels();
  if (justOnboarded) return true;
  if (hotels.isPending) return undefined;
  return hotels.isSuccess && hotels.data.every((hotel) => !hotel.hasContent);
}
