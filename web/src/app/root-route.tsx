import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { PageErrorBoundary } from './error-page/page-error-boundary';
import { RouteErrorPage } from './error-page/route-error-page';
import { RouteGuard } from './route-guard';
import { ScrollToTop } from './scroll-to-top';

/**
 * The route around every page (router.tsx): the route guard inside the error boundary, and the app's error
 * page as the data router's errorElement, so React Router's own developer screen never shows.
 */
export function rootRoute(children: RouteObject[]): RouteObject {
  return {
    element: (
      <PageErrorBoundary fullScreen>
        <Suspense fallback={<LoadingScreen />}>
          <ScrollToTop />
          <RouteGuard />
        </Suspense>
      </PageErrorBoundary>
    ),
    errorElement: <RouteErrorPage />,
    children,
  };
}
