import { useEffect, useSyncExternalStore } from 'react';
import { apiRequest } from './api-client';

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
}

/** An answer this old is asked again when a page that needs it mounts. */
const staleAfterMs = 60_000;

let state: SessionState = { isPending: true, user: undefined };
let answeredAt = 0;
let inFlight: Promise<SessionUser | null> | null = null;
const listeners = new Set<() => void>();

function publish(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export const getSession = () =>
  apiRequest<{ user: SessionUser | null }>('/api/session', { allowUnauthenticated: true }).then(
    (body) => body.user,
  );

/** Asks the server again; the current answer stays visible until the new one arrives. */
export function refreshSession(): Promise<SessionUser | null> {
  inFlight ??= getSession()
    .then(
      (user) => {
        publish({ isPending: false, user });
        return user;
      },
      (error: unknown) => {
        publish({ isPending: false, user: state.user });
        throw error;
      },
    )
    .finally(() => {
      answeredAt = Date.now();
      inFlight = null;
    });
  return inFlight;
}

/** The known answer, or the server's when there is none yet (a click that must not guess). */
export function loadSession(): Promise<SessionUser | null> {
  if (inFlight) return inFlight;
  if (!state.isPending && state.user !== undefined) return Promise.resolve(state.user);
  return refreshSession();
}

/** Sets the answer without asking, when the page learnt it otherwise (the server no longer knows the user). */
export function setSessionUser(user: SessionUser | null) {
  answeredAt = Date.now();
  publish({ isPending: false, user });
}

/** Forgets the answer (after signing out): pages wait for a new one, which the next mounted reader asks for. */
export function forgetSession() {
  answeredAt = 0;
  publish({ isPending: true, user: undefined });
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
