import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnsavedChangesPrompt } from '@web/lib/unsaved-changes/unsaved-changes-prompt';
import { useUnsavedChangesGuard } from '@web/lib/unsaved-changes/use-unsaved-changes-guard';
import { OnboardingHeader } from './onboarding-header';

/** A step of the wizard whose form holds unsaved edits. */
function UnsavedStep() {
  useUnsavedChangesGuard(true);
  return <p>Hotel details</p>;
}

function renderWizard() {
  const fetch = vi.fn(async (_url: RequestInfo | URL) => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter(
    [
      {
        path: '/onboarding',
        element: (
          <QueryClientProvider client={new QueryClient()}>
            <OnboardingHeader />
            <UnsavedStep />
            <UnsavedChangesPrompt />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: ['/onboarding'] },
  );
  render(<RouterProvider router={router} />);
  const signOuts = () => fetch.mock.calls.filter(([url]) => String(url) === '/api/auth/sign-out');
  return { signOuts };
}

describe("the onboarding header's 'Log out'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks 'Discard changes?' first: keeping stays signed in, discarding signs out", async () => {
    const { signOuts } = renderWizard();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(question.isConnected).toBe(false);
    expect(signOuts()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(signOuts()).toHaveLength(1));
  });
});
