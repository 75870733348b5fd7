import { useRouteError } from 'react-router';
import { Fallback } from './page-error-boundary';

/**
 * The root route's errorElement. A render error in a page is caught by PageErrorBoundary first; this takes
 * what the data router catches itself (a loader, an action or a lazy route that fails, should one be added,
 * or an error around the page boundary), which would otherwise show React Router's developer screen
 * ('Unexpected Application Error!') to an operator. Missing code reloads once, like the page boundary.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  return <Fallback error={error} fullScreen reload={() => window.location.reload()} />;
}
