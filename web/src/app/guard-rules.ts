/** Pages anyone may see (spec part 1, section 2 route table; unknown paths show the public not-found page). */
export const publicPaths = new Set([
  '/',
  '/pricing',
  '/contact',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/terms',
  '/privacy',
  '/imprint',
  '/about',
  '/help',
  '/security',
  '/test-checkout',
  // A team invitation's link: shown signed in or not (it offers sign-up and sign-in, then joins).
  '/invitation',
]);

/** Signed-in areas; every path under one of these needs a session. */
const signedInPrefixes = [
  '/dashboard',
  '/ota',
  '/calendar',
  '/all-content',
  '/active-content',
  '/templates',
  '/activity',
  '/settings',
  '/onboarding',
];

/** Where a signed-in user is sent away from (they have no business on the sign-in pages). */
const entryPaths = new Set(['/', '/login', '/signup']);

/**
 * The public template preview (/preview/template/{id}, and /preview/template without an id, which says so):
 * open to everyone, signed in or not, onboarding finished or not, and shown without waiting for the session.
 */
export function isPreviewPath(pathname: string): boolean {
  return pathname === '/preview' || pathname.startsWith('/preview/');
}

export function isSignedInPath(pathname: string): boolean {
  return signedInPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Links from confirmation and recovery e-mails carry one of these markers; they are never redirected. */
export function isConfirmationUrl(search: string): boolean {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  return (
    type === 'signup' || type === 'recovery' || params.has('access_token') || params.has('refresh_token')
  );
}

export interface GuardInput {
  pathname: string;
  search: string;
  session: 'loading' | 'signedOut' | 'signedIn';
  /**
   * Whether the signed-in user may use the app: owns a hotel and finished onboarding (a failed lookup counts
   * as not ready, so unfinished onboarding is treated like having no hotel).
   */
  setup: 'loading' | 'none' | 'ready';
  emergencyMode: boolean;
  /** The user signed out in this tab a moment ago (lib/session.ts): they go to the landing page. */
  signedOutHere?: boolean;
}

export type GuardDecision = { kind: 'render' } | { kind: 'loading' } | { kind: 'redirect'; to: string };

const render: GuardDecision = { kind: 'render' };

/**
 * Whether the decision depends on the user's setup (onboarding state): only for a signed-in user on an entry
 * page or a signed-in page. Only then does the guard load the onboarding lookup, and with it the query cache
 * of the signed-in app (docs/decisions/006).
 */
export function needsSetup({ pathname, search, session, emergencyMode }: Omit<GuardInput, 'setup'>): boolean {
  if (session !== 'signedIn' || emergencyMode) return false;
  if (isPreviewPath(pathname) || isConfirmationUrl(search)) return false;
  return entryPaths.has(pathname) || isSignedInPath(pathname);
}

/** The route guard of spec part 1, section 2, as a pure function of where the user is and who they are. */
export function decideRoute({
  pathname,
  search,
  session,
  setup,
  emergencyMode,
  signedOutHere,
}: GuardInput): GuardDecision {
  if (isPreviewPath(pathname)) return render;
  if (isConfirmationUrl(search)) return render;
  if (emergencyMode) return render;
  if (session === 'loading') return { kind: 'loading' };

  if (session === 'signedOut')
    return isSignedInPath(pathname) ? { kind: 'redirect', to: signedOutHere ? '/' : '/login' } : render;

  const onEntryPage = entryPaths.has(pathname);
  if (!onEntryPage && !isSignedInPath(pathname)) return render;
  if (setup === 'loading') return { kind: 'loading' };
  if (onEntryPage) return { kind: 'redirect', to: setup === 'ready' ? '/dashboard' : '/onboarding' };
  if (setup === 'none' && pathname !== '/onboarding') return { kind: 'redirect', to: '/onboarding' };
  return render;
}
