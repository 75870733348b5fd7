import { Outlet } from 'react-router';
import { AppProviders } from '@web/app/providers';
import { UnsavedChangesPrompt } from '@web/lib/unsaved-changes/unsaved-changes-prompt';

/**
 * Every page of the signed-in app (onboarding, the test checkout, the shell's pages) shares the query cache.
 * Public pages sit outside this route and never load it (docs/decisions/006). It also holds the one
 * 'Discard changes?' question of the app's forms (lib/unsaved-changes).
 */
export function Component() {
  return (
    <AppProviders>
      <Outlet />
      <UnsavedChangesPrompt />
    </AppProviders>
  );
}
