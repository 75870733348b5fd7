/** Keys the web app keeps in the browser's storage, in one place. */
export const storageKeys = {
  activeHotelId: 'hcs.activeHotelId',
  pendingPlan: 'hcs.pendingPlan',
  onboardingInProgress: 'hcs.onboardingInProgress',
  /** Set when the wizard finishes; the first dashboard visit welcomes the new user and takes it away. */
  onboardingCompleted: 'hcs.onboardingCompleted',
  /** Session storage: set while returning from checkout so the wizard goes straight to the dashboard. */
  redirectPending: 'hcs.redirectPending',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode); the app works without it.
  }
}
