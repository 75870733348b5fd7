import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { OnboardingState } from '@common/onboarding/schemas';
import type { Profile } from '@common/profile/schemas';
import { OnboardingPage } from '../components/onboarding-page';

/** A test stand-in for the API: answers by method and path, and records every call with its JSON body. */
export interface FakeApiOptions {
  onboarding?: Partial<OnboardingState>;
  onboardingStatus?: number;
  profile?: Partial<Profile>;
  /** Makes PUT /api/profile fail with this status. */
  profileSaveStatus?: number;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeApi(options: FakeApiOptions = {}) {
  let onboarding: OnboardingState = {
    step: 'personal',
    completed: false,
    hasHotels: false,
    draft: {},
    ...options.onboarding,
  };
  const profile: Profile = {
    firstName: '',
    lastName: '',
    phone: '',
    photoUrl: null,
    email: 'anna@hotel.test',
    hasPassword: true,
    ...options.profile,
  };
  const fetch = vi.fn(async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const route = `${method} ${path}`;
    if (route === 'GET /api/session')
      return json(200, { user: { id: 'u1', email: profile.email, name: '', emailVerified: true } });
    if (route === 'GET /api/onboarding')
      return options.onboardingStatus
        ? json(options.onboardingStatus, { error: { code: 'unauthenticated', message: 'Not signed in' } })
        : json(200, { onboarding });
    if (route === 'GET /api/profile') return json(200, { profile });
    if (route === 'PUT /api/profile')
      return options.profileSaveStatus
        ? json(options.profileSaveStatus, { error: { code: 'internal', message: 'Database unavailable' } })
        : json(200, { profile: { ...profile, ...body } });
    if (route === 'PUT /api/onboarding/progress') {
      onboarding = { ...onboarding, ...body };
      return json(200, { onboarding });
    }
    if (route === 'POST /api/onboarding/hotels') {
      onboarding = { ...onboarding, hasHotels: true };
      return json(201, { hotels: [{ id: 'hotel-1', name: body.hotelName }], onboarding });
    }
    if (route === 'GET /api/hotels') return json(200, { hotels: [] });
    if (route === 'POST /api/onboarding/complete') {
      onboarding = { ...onboarding, completed: true };
      return json(200, { onboarding });
    }
    return json(404, { error: { code: 'notFound', message: `No fake for ${route}` } });
  });
  vi.stubGlobal('fetch', fetch);
  /** The JSON bodies sent to one method and path, in order. */
  const sent = (method: string, path: string) =>
    fetch.mock.calls
      .filter(([callPath, init]) => callPath === path && (init?.method ?? 'GET') === method)
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
  return { fetch, sent };
}

/** The onboarding page in a memory router, with stand-ins for where it may send the user. */
export function renderOnboarding() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/onboarding', element: <OnboardingPage /> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/', element: <p>Landing page</p> },
    ],
    { initialEntries: ['/onboarding'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
