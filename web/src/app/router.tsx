import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { RouteGuard } from './route-guard';

type PageModule = { Component: ComponentType };

/**
 * A page from web/src/routes, downloaded when it is first shown. `handle.load` lets the first page's modules
 * start downloading at once, alongside the session check.
 */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  return { element: <Page />, handle: { load } };
}

/**
 * The route table. Each page is its own lazily loaded module under web/src/routes, so the public pages never
 * download the signed-in app's code; the signed-in app's pages sit under routes/signed-in, which brings the
 * query cache. The declarative router is enough here (no loaders or actions) and weighs half as much as the
 * data router (docs/decisions/006).
 */
const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
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
      {
        ...page(() => import('@web/routes/signed-in')),
        children: [
          { path: '/onboarding', ...page(() => import('@web/routes/onboarding')) },
          // The built-in test checkout and portal stand in for Stripe's pages, outside the app shell.
          { path: '/test-checkout', ...page(() => import('@web/routes/test-checkout')) },
          { path: '/test-checkout/portal', ...page(() => import('@web/routes/test-checkout-portal')) },
          {
            ...page(() => import('@web/routes/app-layout')),
            children: [
              { path: '/dashboard', ...page(() => import('@web/routes/dashboard')) },
              { path: '/all-content', ...page(() => import('@web/routes/all-content')) },
              {
                // The hotel content page at its root, the rooms page at /rooms; any other nested path returns
                // to the root (spec part 2, section 2).
                path: '/active-content',
                children: [
                  { index: true, ...page(() => import('@web/routes/active-content')) },
                  { path: 'rooms', ...page(() => import('@web/routes/active-content-rooms')) },
                  { path: '*', element: <Navigate to="/active-content" replace /> },
                ],
              },
              {
                path: '/settings',
                ...page(() => import('@web/routes/settings-layout')),
                children: [
                  { index: true, element: <Navigate to="/settings/hotel" replace /> },
                  { path: 'hotel', ...page(() => import('@web/routes/settings-hotel')) },
                  { path: 'personal', ...page(() => import('@web/routes/settings-personal')) },
                  { path: 'payment', ...page(() => import('@web/routes/settings-payment')) },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', ...page(() => import('@web/routes/not-found')) },
    ],
  },
];

function startLoadingFirstPage() {
  for (const match of matchRoutes(routes, window.location) ?? []) {
    const handle = match.route.handle as { load?: () => Promise<PageModule> } | undefined;
    // A failed download shows up (and is retried) when the page renders.
    handle?.load?.().catch(() => undefined);
  }
}

function Pages() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<LoadingScreen />}>
        <Pages />
      </Suspense>
    </BrowserRouter>
  );
}

startLoadingFirstPage();
