import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { AreaInfoView, FeatureCategoryView, FeaturesView } from '@common/content/schemas';
import type { MemberRole } from '@common/teams/roles';
import { withHotelRole } from '@web/features/teams/testing/hotel-role';

export const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

export const failure = (status: number, code: string, message: string) =>
  answer(status, { error: { code, message } });

type Handler = (body: unknown) => Response | Promise<Response>;

const hotelFeatures = (): FeatureCategoryView[] => [
  {
    id: 'facilities',
    name: 'Facilities',
    subcategories: [
      {
        id: 'wellness',
        name: 'Wellness',
        features: [
          { id: 'f1', name: 'Sauna', active: true },
          { id: 'f2', name: 'Pool', active: false },
        ],
      },
      { id: 'parking', name: 'Parken', features: [{ id: 'f3', name: 'Garage', active: false }] },
    ],
  },
  {
    id: 'policies',
    name: 'Policies',
    subcategories: [
      { id: 'pets', name: 'Haustiere', features: [{ id: 'p1', name: 'Hunde erlaubt', active: false }] },
    ],
  },
];

const roomFeatures = (): FeatureCategoryView[] => [
  {
    id: 'room',
    name: 'Room',
    subcategories: [
      { id: 'bath', name: 'Badezimmer', features: [{ id: 'rf1', name: 'Dusche', active: true }] },
    ],
  },
];

/**
 * A fake content API for hotel h1 and its room r1, keeping descriptions, area info and feature switches like the
 * server. `handlers` answer a 'METHOD /path' instead, for failures and requests held in flight.
 */
export function stubContentApi(handlers: Record<string, Handler> = {}) {
  const descriptions = new Map([
    ['hotel', 'Ein ruhiges Haus am See.\nDas Frühstück ist reichhaltig.'],
    ['r1', 'Ein helles Zimmer mit Seeblick.'],
  ]);
  // The hotel is in Germany: its descriptions are German, the primary language (issue 37).
  const languages = new Map([
    ['hotel', 'de'],
    ['r1', 'de'],
  ]);
  const described = (target: string) => {
    const content = descriptions.get(target) ?? '';
    return {
      content,
      language: languages.get(target) ?? 'de',
      updatedAt: content ? '2026-03-12T09:00:00.000Z' : null,
    };
  };
  let area: AreaInfoView = {
    location: { address: 'Seestraße 1', postalCode: '78462', city: 'Konstanz', country: 'Germany' },
    text: 'Die Altstadt ist zehn Minuten entfernt.',
  };
  const features: Record<string, FeatureCategoryView[]> = { hotel: hotelFeatures(), r1: roomFeatures() };

  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = url.split('?')[0]!;
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const custom = handlers[`${method} ${path}`];
    if (custom) return custom(body);
    const target = path.match(/\/rooms\/([^/]+)/)?.[1] ?? 'hotel';

    if (path === '/api/ai/status')
      return answer(200, { provider: 'builtin', label: 'Built-in text helper, no AI service set up' });
    if (path === '/api/ai/rewrite') return answer(200, { suggestions: ['Ein kürzerer Text.'] });
    if (path.endsWith('/description/variants')) {
      return answer(200, {
        variants: ['Erste Variante.\nMit zwei Zeilen.', 'Zweite Variante.'],
        provider: 'builtin',
        label: 'Built-in text helper, no AI service set up',
      });
    }
    if (path.endsWith('/description/language')) {
      const { from, to } = body as { from: string; to: string };
      if (languages.get(target) !== from) return failure(404, 'notFound', 'No description');
      languages.set(target, to);
      return answer(200, described(target));
    }
    if (path.endsWith('/description')) {
      if (method === 'PUT') {
        const saved = body as { content: string; language?: string };
        descriptions.set(target, saved.content.trim());
        languages.set(target, saved.language ?? 'de');
      }
      return answer(200, described(target));
    }
    if (path.endsWith('/area')) {
      if (method === 'PUT') area = { ...area, text: (body as { text: string }).text };
      return answer(200, area);
    }
    const featureId = path.match(/\/features\/([^/]+)$/)?.[1];
    if (featureId) {
      const active = (body as { active: boolean }).active;
      for (const category of features[target]!)
        for (const subcategory of category.subcategories)
          for (const feature of subcategory.features) if (feature.id === featureId) feature.active = active;
      return answer(200, { id: featureId, active });
    }
    // No template unless a test supplies one through its handlers.
    if (path.endsWith('/templates/active')) return answer(200, { template: null });
    if (path.endsWith('/features'))
      return answer(200, { categories: features[target] ?? [] } satisfies FeaturesView);
    return answer(404, { error: { code: 'notFound', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls made with one method to a path, as parsed bodies. */
export const bodiesOf = (fetch: ReturnType<typeof stubContentApi>, method: string, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && url.split('?')[0] === path)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

/** A promise settled from outside, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function CurrentLocation() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/**
 * Renders with a fresh query cache (no retries) and a router at `path`, inside the active hotel for a user with
 * `role`; the URL is shown in #location.
 */
export function renderWithRouter(ui: ReactElement, path = '/active-content', role: MemberRole = 'owner') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {withHotelRole(role, ui)}
        <CurrentLocation />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
