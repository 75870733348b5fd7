import { storageKeys } from '@web/lib/storage-keys';

/** Session storage holds the flag (set on the way back from checkout); it may be unavailable in private mode. */
export function isRedirectPending(): boolean {
  try {
    return window.sessionStorage.getItem(storageKeys.redirectPending) !== null;
  } catch {
    return false;
  }
}

export function clearRedirectPending() {
  try {
    window.sessionStorage.removeItem(storageKeys.redirectPending);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
