import { useEffect, useState, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { readGalleryAhead } from '@web/features/galleries/api/read-gallery-ahead';
import { preloadable } from '@web/lib/preloadable';
import { loadFirstPage, type PageHandle } from './first-page';
import { rootRoute } from './root-route';

type PageModule = { Component: ComponentType };

/**
 * A page from web/src/routes, downloaded when it is first shown; as the first page, ahead (first-page.ts),
 * with the reads it makes as it opens.
 */
function page(
  load: () => Promise<PageModule>,
  reads: Omit<PageHandle, 'load'> = {},
): Pick<RouteObject, 'element' | 'handle'> {
  const Page = preloadable(() => load().then((module) => module.Component));
  return { element: <Page.Component />, handle: { ...reads, load: Page.preload } satisfies PageHandle };
}

/**
 * The route table. Each page is its own lazily loaded module under web/src/routes, so the public pages never
 * download the signed-in app's code; the signed-in app's pages sit under routes/signed-in, which brings the
 * query cache. It is a data router although no page has a loader: only a data router can hold a navigation
 * back while a form has unsaved changes (useBlocker, lib/unsaved-changes; docs/decisions/018).
 */
const routes: RouteObject[] = [
  rootRoute([
    { path: '/', ...page(() => import('@web/routes/landing')) },
    { path: '/pricing', ...page(() => import('@web/routes/pricing')) },
    { path: '/contact', ...page(() => import('@web/routes/contact')) },
    { path: '/terms', ...page(() => import('@web/routes/terms')) },
    { path: '/privacy', ...page(() => import('@web/routes/privacy')) },
    { path: '/imprint', ...page(() => import('@web/routes/imprint')) },
    { path: '/about', ...page(() => import('@web/routes/about')) },
    { path: '/help', ...page(() => import('@web/routes/help')) },
    { path: '/security', ...page(() => import('@web/routes/security')) },
    { path: '/login', ...page(() => import('@web/routes/login')) },
    { path: '/signup', ...page(() => import('@web/routes/signup')) },
    { path: '/forgot-password', ...page(() => import('@web/routes/forgot-password')) },
    { path: '/reset-password', ...page(() => import('@web/routes/reset-password')) },
    // A team invitation's link (issue 36): public, read before anyone signs in; signed in, it joins the team.
    { path: '/invitation', ...page(() => import('@web/routes/invitation')) },
    // The public template preview, outside the login guard and the shell (spec part 2, section 2); without
    // an id it says so.
    { path: '/preview/template/:templateId?', ...page(() => import('@web/routes/template-preview')) },
    {
      ...page(() => import('@web/routes/signed-in')),
      children: [
        { path: '/onboarding', ...page(() => import('@web/routes/onboarding')) },
        // The built-in test checkout and portal stand in for Stripe's pages, outside the app shell.
        { path: '/test-checkout', ...page(() => import('@web/routes/test-checkout')) },
        { path: '/test-checkout/portal', ...page(() => import('@web/routes/test-checkout-portal')) },
        {
          // The shell reads the user's hotels and profile.
          ...page(() => import('@web/routes/app-layout'), { reads: ['/api/hotels', '/api/profile'] }),
          children: [
            { path: '/dashboard', ...page(() => import('@web/routes/dashboard')) },
            { path: '/ota', ...page(() => import('@web/routes/ota')) },
            { path: '/channels', ...page(() => import('@web/routes/channels')) },
            { path: '/all-content', ...page(() => import('@web/routes/all-content')) },
            { path: '/calendar', ...page(() => import('@web/routes/calendar')) },
            {
              // The hotel content page at its root, the rooms page at /rooms; any other nested path returns
              // to the root (spec part 2, section 2).
              path: '/active-content',
              children: [
                {
                  index: true,
                  ...page(() => import('@web/routes/active-content'), {
                    readAheadForHotel: readGalleryAhead,
                  }),
                },
                { path: 'rooms', ...page(() => import('@web/routes/active-content-rooms')) },
                { path: '*', element: <Navigate to="/active-content" replace /> },
              ],
            },
            { path: '/templates', ...page(() => import('@web/routes/templates')) },
            { path: '/activity', ...page(() => import('@web/routes/activity')) },
            {
              path: '/settings',
              ...page(() => import('@web/routes/settings-layout')),
              children: [
                { index: true, element: <Navigate to="/settings/hotel" replace /> },
                { path: 'hotel', ...page(() => import('@web/routes/settings-hotel')) },
                { path: 'personal', ...page(() => import('@web/routes/settings-personal')) },
                { path: 'payment', ...page(() => import('@web/routes/settings-payment')) },
                { path: 'api-keys', ...page(() => import('@web/routes/settings-api-keys')) },
                { path: 'team', ...page(() => import('@web/routes/settings-team')) },
                { path: 'notifications', ...page(() => import('@web/routes/settings-notifications')) },
              ],
            },
          ],
        },
      ],
    },
    // Where a page of a hotel the user can no longer open ends (features/hotels/components/hotel-access-watch.tsx).
    { path: '/not-found', ...page(() => import('@web/routes/not-found')) },
    { path: '*', ...page(() => import('@web/routes/not-found')) },
  ]),
];

/** Made once, at the first render: creating it starts listening to the browser's history. */
let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app shows its loading screen until the first page's code has arrived, and then renders the page without
 * suspending (lib/preloadable.ts): otherwise each step of the route guard would reveal its part of the page up
 * to 300 ms late (React's Suspense throttle), nearly a second on a signed-in page's first visit.
 */
const firstPage = { ready: false, loaded: loadFirstPage(routes) };
void firstPage.loaded.then(() => {
  firstPage.ready = true;
});

export function AppRouter() {
  const [ready, setReady] = useState(firstPage.ready);
  useEffect(() => {
    if (!ready) void firstPage.loaded.then(() => setReady(true));
  }, [ready]);
  if (!ready) return <LoadingScreen />;
  browserRouter ??= createBrowserRouter(routes);
  return <RouterProvider router={browserRouter} />;
}
