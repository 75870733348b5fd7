import { useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { reloadForMissingCode, shouldReloadForMissingCode } from './code-reload';
import { ErrorPage } from './error-page';

interface PageErrorBoundaryProps {
  children: ReactNode;
  /** The outermost boundary fills the window; the shell's keeps the sidebar and top bar around it. */
  fullScreen?: boolean;
  /** Loads the page again; the window's own reload unless a test gives another. */
  reload?(): void;
}

/**
 * Catches what a page throws while rendering, its code failing to load included. Missing code (a deploy
 * removed the old chunks) reloads the page once; anything else shows the error page with 'Reload'. Going to
 * another page tries again, so one broken page does not take the rest of the app with it.
 */
export function PageErrorBoundary({
  children,
  fullScreen = false,
  reload = () => window.location.reload(),
}: PageErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      fallbackRender={({ error }: FallbackProps) => (
        <Fallback error={error} fullScreen={fullScreen} reload={reload} />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

interface FallbackOptions {
  error: unknown;
  fullScreen: boolean;
  reload(): void;
}

/** What a failed page shows: a reload for missing code, else the error page (also the router's, route-error-page.tsx). */
export function Fallback({ error, fullScreen, reload }: FallbackOptions) {
  // Decided once, so the error page never flashes before a reload.
  const [reloading] = useState(() => shouldReloadForMissingCode(error));
  useEffect(() => {
    if (reloading) reloadForMissingCode(reload);
  }, [reloading, reload]);
  return reloading ? <LoadingScreen /> : <ErrorPage fullScreen={fullScreen} reload={reload} />;
}
