import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { ImportRunView } from '@common/import/schemas';
import type { OnboardingState } from '@common/onboarding/schemas';
import type { Profile } from '@common/profile/schemas';
import { noRoomFacts } from '@common/rooms/room-facts';
import type { RoomView } from '@common/rooms/schemas';
import { OnboardingPage } from '../components/onboarding-page';

/** A test stand-in for the API: answers by method and path, and records every call with its JSON body. */
export interface FakeApiOptions {
  onboarding?: Partial<OnboardingState>;
  onboardingStatus?: number;
  profile?: Partial<Profile>;
  /** Makes PUT /api/profile fail with this status. */
  profileSaveStatus?: number;
  /** GET /api/config's propertyImport (false unless given). */
  propertyImport?: boolean;
  /** The user's hotels before the category step creates them (which replaces them). */
  hotels?: { id: string; name: string; website?: string }[];
  /** What GET /api/hotels/:id/import answers before any import is started here. */
  latestImport?: ImportRunView | null;
  /**
   * The import's course: POST /api/hotels/:id/import answers the first state, each read of the import the
   * next one, the last repeating. importRefusal refuses the start instead (a 409 because the first state is
   * already running).
   */
  importStates?: ImportRunView[];
  importRefusal?: { status: number; code: string; message: string; fields?: Record<string, string> };
  /** The hotel's rooms (GET lists them, POST adds one). */
  rooms?: RoomView[];
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
  let hotels = (options.hotels ?? []).map((hotel) => hotelRow(hotel.id, hotel.name, hotel.website));
  let latestImport = options.latestImport ?? null;
  const importStates = options.importStates ?? [];
  let importReads = 0;
  let rooms = [...(options.rooms ?? [])];
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
      hotels = [hotelRow('hotel-1', body.hotelName, body.hotelWebsite)];
      return json(201, { hotels: [{ id: 'hotel-1', name: body.hotelName }], onboarding });
    }
    if (route === 'GET /api/hotels') return json(200, { hotels });
    if (route === 'GET /api/config')
      return json(200, { googleSignIn: false, propertyImport: !!options.propertyImport });
    const importRoute = path.match(/^\/api\/hotels\/([^/]+)\/import(?:\/([^/]+))?$/);
    if (importRoute && method === 'POST') {
      if (options.importRefusal) {
        const { status, ...error } = options.importRefusal;
        // Refused as already running: the import running elsewhere is the first state.
        if (status === 409) latestImport = importStates[0] ?? latestImport;
        return json(status, { error });
      }
      latestImport = importStates[0] ?? null;
      return json(202, { import: latestImport });
    }
    if (importRoute && !importRoute[2]) return json(200, { import: latestImport });
    if (importRoute) {
      importReads = Math.min(importReads + 1, importStates.length - 1);
      latestImport = importStates[importReads] ?? latestImport;
      return json(200, { import: latestImport });
    }
    const roomsRoute = /^\/api\/hotels\/[^/]+\/rooms(\?|$)/.test(path);
    if (roomsRoute && method === 'GET') return json(200, { rooms });
    if (roomsRoute && method === 'POST') {
      const room = {
        ...roomRow(`room-${rooms.length + 1}`, body.name.trim()),
        type: body.type || 'standard room',
      };
      rooms = [...rooms, room];
      return json(201, { room });
    }
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

function hotelRow(id: string, name: string, website = '') {
  return {
    id,
    role: 'owner',
    name,
    website,
    type: 'individual',
    category: 'business',
    numberOfRooms: null,
    createdAt: '2025-05-01T09:00:00.000Z',
    location: null,
  };
}

/** A room as the rooms API lists it. */
export function roomRow(id: string, name: string, type = 'standard room'): RoomView {
  return {
    id,
    name,
    type,
    coverThumbUrl: null,
    imageCount: 0,
    createdAt: '2025-05-01T09:00:00.000Z',
    facts: noRoomFacts,
  };
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
