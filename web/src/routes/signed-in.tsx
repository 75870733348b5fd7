import { Outlet } from 'react-router';
import { AppProviders } from '@web/app/providers';

/**
 * Every page of the signed-in app (onboarding, the test checkout, the shell's pages) shares the query cache.
 * Public pages sit outside this route and never load it (docs/decisions/006).
 */
export function Component() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
