import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rootRoute } from './root-route';

function BrokenPage(): never {
  throw new Error('The page broke while rendering');
}

/** The app's root route around `page` at /, for a visitor (the session answer says no one is signed in). */
async function renderPage(page: RouteObject) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('null', { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  const router = createMemoryRouter([rootRoute([{ path: '/', ...page }])]);
  render(<RouterProvider router={router} />);
  await act(async () => undefined);
}

function expectTheAppsErrorPage() {
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('Something went wrong');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
}

describe("the router's root route", () => {
  // React and React Router report each error they catch on the console; here they are expected.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("shows the app's error page with 'Reload' for a page that throws while rendering", async () => {
    await renderPage({ element: <BrokenPage /> });
    expectTheAppsErrorPage();
  });

  it("shows it, not React Router's developer screen, for an error the router catches itself", async () => {
    await renderPage({
      loader: () => {
        throw new Error('The route failed before rendering');
      },
      element: <p>Never shown</p>,
    });
    expectTheAppsErrorPage();
    expect(screen.queryByText('Never shown')).toBeNull();
  });
});
