import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { RouteGuard } from './route-guard';

/**
 * The route table. Each page is its own lazily loaded module under web/src/routes, so the public pages never
 * download the signed-in app's code; the signed-in app's pages sit under routes/signed-in, which brings the
 * query cache (docs/decisions/006).
 */
const router = createBrowserRouter([
  {
    element: <RouteGuard />,
    children: [
      { path: '/', lazy: () => import('@web/routes/landing') },
      { path: '/pricing', lazy: () => import('@web/routes/pricing') },
      { path: '/contact', lazy: () => import('@web/routes/contact') },
      { path: '/terms', lazy: () => import('@web/routes/terms') },
      { path: '/privacy', lazy: () => import('@web/routes/privacy') },
      { path: '/imprint', lazy: () => import('@web/routes/imprint') },
      { path: '/about', lazy: () => import('@web/routes/about') },
      { path: '/help', lazy: () => import('@web/routes/help') },
      { path: '/security', lazy: () => import('@web/routes/security') },
      { path: '/login', lazy: () => import('@web/routes/login') },
      { path: '/signup', lazy: () => import('@web/routes/signup') },
      { path: '/forgot-password', lazy: () => import('@web/routes/forgot-password') },
      { path: '/reset-password', lazy: () => import('@web/routes/reset-password') },
      {
        lazy: () => import('@web/routes/signed-in'),
        children: [
          { path: '/onboarding', lazy: () => import('@web/routes/onboarding') },
          // The built-in test checkout and portal stand in for Stripe's pages, outside the app shell.
          { path: '/test-checkout', lazy: () => import('@web/routes/test-checkout') },
          { path: '/test-checkout/portal', lazy: () => import('@web/routes/test-checkout-portal') },
          {
            lazy: () => import('@web/routes/app-layout'),
            children: [
              { path: '/dashboard', lazy: () => import('@web/routes/dashboard') },
              { path: '/all-content', lazy: () => import('@web/routes/all-content') },
              {
                path: '/settings',
                lazy: () => import('@web/routes/settings-layout'),
                children: [
                  { index: true, element: <Navigate to="/settings/hotel" replace /> },
                  { path: 'hotel', lazy: () => import('@web/routes/settings-hotel') },
                  { path: 'personal', lazy: () => import('@web/routes/settings-personal') },
                  { path: 'payment', lazy: () => import('@web/routes/settings-payment') },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('@web/routes/not-found') },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
