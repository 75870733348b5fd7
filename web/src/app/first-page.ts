import { matchRoutes, type RouteObject } from 'react-router';
import { chooseActiveHotel } from '@web/features/hotels/choose-active-hotel';
import { readAhead } from '@web/lib/read-ahead';
import { loadSession } from '@web/lib/session';
import { readStorage, storageKeys } from '@web/lib/storage-keys';
import { needsSetup } from './guard-rules';
import { preloadSetupGuard } from './route-guard';

/** What a route tells about its page, so that the first page can start everything it needs at once. */
export interface PageHandle {
  /** Downloads the page's code (once). */
  load(): Promise<unknown>;
  /** The API reads the page makes as it opens, for a signed-in user. */
  reads?: readonly string[];
  /** Starts the page's reads about the active hotel (read-ahead.ts), once it is known. */
  readAheadForHotel?(hotelId: string): void;
}

/** The route guard's setup check (features/onboarding/api/get-onboarding.ts). */
const onboardingPath = '/api/onboarding';
/** The user's hotels (features/hotels/api/get-hotels.ts), from which the active one is chosen. */
const hotelsPath = '/api/hotels';

/**
 * Starts everything the first page needs, side by side: the session lookup and the page's code; once the
 * session is known to be a user's, the page's data reads (and, through the hotels, those about the active
 * hotel), so that they run while the code downloads, and, where the page may depend on the user's setup, the
 * route guard's second half.
 * @returns settles when the page's code has arrived (or failed to: the page shows and retries that itself)
 *   and, for a user, the guard's
 */
export function loadFirstPage(routes: RouteObject[]): Promise<unknown> {
  const { pathname, search } = window.location;
  const handles = (matchRoutes(routes, window.location) ?? []).flatMap((match) => {
    const handle = match.route.handle as PageHandle | undefined;
    return handle ? [handle] : [];
  });
  const mayNeedSetup = needsSetup({ pathname, search, session: 'signedIn', emergencyMode: false });
  const forUser = loadSession().then(
    (user) => {
      if (!user) return;
      readAheadForUser(handles, mayNeedSetup);
      // Only for a user: visitors of the entry pages never download the signed-in app's query cache.
      if (mayNeedSetup) return preloadSetupGuard();
    },
    () => undefined, // shown (and retried) by the route guard
  );
  return Promise.allSettled([...handles.map((handle) => handle.load()), forUser]);
}

function readAheadForUser(handles: readonly PageHandle[], mayNeedSetup: boolean) {
  if (mayNeedSetup) void readAhead(onboardingPath);
  for (const path of handles.flatMap((handle) => handle.reads ?? [])) void readAhead(path);
  const forHotel = handles.flatMap((handle) => (handle.readAheadForHotel ? [handle.readAheadForHotel] : []));
  if (forHotel.length === 0) return;
  void readAhead(hotelsPath).then((body) => {
    const hotels = (body as { hotels?: { id: string }[] } | undefined)?.hotels ?? [];
    const active = chooseActiveHotel(hotels, readStorage(storageKeys.activeHotelId));
    if (active) for (const start of forHotel) start(active.id);
  });
}
