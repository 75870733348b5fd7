import { useEffect, useSyncExternalStore } from 'react';
import { appTexts } from '@web/locales/app';
import { apiRequest, errorMessage } from './api-client';

/**
 * The signed-in user, known to the whole web app: the route guard, the public pages' header, the pricing
 * buttons, the wizard. It is a small store of its own rather than a TanStack Query query, because public pages
 * need it and must not load the query cache, which only the signed-in app does (docs/decisions/006).
 */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/** `user` is null when signed out, undefined while unknown (not asked yet, or the lookup failed). */
export interface SessionState {
  isPending: boolean;
  user: SessionUser | null | undefined;
  /**
   * Why the user is unknown after a failed lookup (the server's words, e.g. the service is temporarily
   * unavailable): a signed-in page says so instead of treating the user as signed out.
   */
  failure?: string;
  /**
   * The user has just signed out here: a signed-in page they were on sends them to the landing page, not to
   * the sign-in page as for a session that ran out. The next answer from the server drops it.
   */
  signedOutHere?: boolean;
}

/** An answer this old is asked again when a page that needs it mounts. */
const staleAfterMs = 60_000;

let state: SessionState = { isPending: true, user: undefined };
let answeredAt = 0;
/** The newest lookup under way, and how many have been started (the newest one's number). */
let inFlight: Promise<SessionUser | null> | null = null;
let lookups = 0;
const listeners = new Set<() => void>();

function publish(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The first lookup of a page takes the answer index.html preloads with it; every later one goes to the server
 * past any cache, since it is asked because something may have changed.
 */
export const getSession = (fresh = false) =>
  apiRequest<{ user: SessionUser | null }>('/api/session', {
    allowUnauthenticated: true,
    fresh,
  }).then((body) => body.user);

/**
 * Asks the server again, after something that changes the session (signing in, a new password) or when the
 * answer is old. It never joins a lookup already under way, which may have left before the change; only the
 * newest lookup's answer is shown. The current answer stays visible until the new one arrives.
 */
export function refreshSession(): Promise<SessionUser | null> {
  const number = ++lookups;
  const isNewest = () => number === lookups;
  const lookup = getSession(number > 1)
    .then(
      (user) => {
        if (isNewest()) publish({ isPending: false, user });
        return user;
      },
      (error: unknown) => {
        if (isNewest())
          publish({
            isPending: false,
            user: state.user,
            failure:
              state.user === undefined
                ? errorMessage(error, appTexts('sessionUnavailable.lookupFailed'))
                : undefined,
          });
        throw error;
      },
    )
    .finally(() => {
      if (!isNewest()) return;
      answeredAt = Date.now();
      inFlight = null;
    });
  inFlight = lookup;
  return lookup;
}

/** The known answer, or the server's when there is none yet (a click that must not guess). */
export function loadSession(): Promise<SessionUser | null> {
  if (inFlight) return inFlight;
  if (!state.isPending && state.user !== undefined) return Promise.resolve(state.user);
  return refreshSession();
}

/** Sets the answer without asking, when the page learnt it otherwise (the server no longer knows the user). */
export function setSessionUser(user: SessionUser | null) {
  forgetLookups();
  answeredAt = Date.now();
  publish({ isPending: false, user });
}

/** The user signed out in this tab: known signed out at once, so the route guard leaves for `/`. */
export function endSession() {
  forgetLookups();
  answeredAt = Date.now();
  publish({ isPending: false, user: null, signedOutHere: true });
}

/** Forgets the answer (after signing out failed): pages wait for a new one, which the next mounted reader asks for. */
export function forgetSession() {
  forgetLookups();
  answeredAt = 0;
  publish({ isPending: true, user: undefined });
}

/** A lookup still under way left before the change just made: its answer is not shown. */
function forgetLookups() {
  lookups++;
  inFlight = null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session for a component; asks the server when there is no answer yet or it is a minute old. */
export function useSession(): SessionState {
  const current = useSyncExternalStore(subscribe, () => state);
  useEffect(() => {
    if (!inFlight && (current.isPending || Date.now() - answeredAt > staleAfterMs)) {
      // A failed lookup leaves the user unknown, which the guard treats as signed out.
      refreshSession().catch(() => undefined);
    }
  }, [current.isPending]);
  return current;
}
