import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { ApiKeyView } from '@common/api-keys/schemas';
import type { MemberRole } from '@common/teams/roles';
import { ActiveHotelProvider } from '@web/features/hotels/active-hotel';
import type { Hotel } from '@web/features/hotels/api/get-hotels';
import { storageKeys } from '@web/lib/storage-keys';

/** A hotel as GET /api/hotels answers it, with what the key screens read of it and the user's role there. */
export const hotelView = (id: string, name: string, role: MemberRole = 'owner') =>
  ({
    id,
    role,
    name,
    website: '',
    type: 'chain',
    category: 'business',
    numberOfRooms: null,
    chainName: 'Adler Hotels',
    phone: null,
    reservationsEmail: null,
    starRating: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    location: null,
  }) as unknown as Hotel;

/** A key as GET /api/api-keys answers it. */
export function keyView(id: string, name: string, overrides: Partial<ApiKeyView> = {}): ApiKeyView {
  return {
    id,
    name,
    prefix: `hcs_${id.padEnd(8, '0').slice(0, 8)}`,
    hotels: [{ id: 'h1', name: 'Adler Lindau' }],
    createdAt: '2026-03-01T09:00:00.000Z',
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
    status: 'active',
    ...overrides,
  };
}

export const fullKey = 'hcs_NEWKEY12abcdefghijklmnopqrstuvwxyz012345';

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

/**
 * A fake server with the user's hotels and keys: creating answers the whole key once and adds the key to the list,
 * revoking marks it revoked. `createAnswer` replaces the creation's answer (a refusal).
 */
export function stubKeysApi(
  initial: ApiKeyView[],
  hotels: Hotel[],
  options: { createAnswer?: () => Response; maxActiveKeys?: number } = {},
) {
  let keys = [...initial];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/hotels') return answer(200, { hotels });
    if (url === '/api/api-keys' && method === 'POST') {
      if (options.createAnswer) return options.createAnswer();
      const body = JSON.parse(String(init?.body)) as { name: string; hotelIds: string[]; expiresAt: string };
      const apiKey = keyView('newkey12', body.name.trim(), {
        prefix: fullKey.slice(0, 12),
        expiresAt: body.expiresAt,
        hotels: hotels
          .filter((hotel) => body.hotelIds.includes(hotel.id))
          .map(({ id, name }) => ({ id, name })),
      });
      keys = [apiKey, ...keys];
      return answer(201, { apiKey, key: fullKey });
    }
    const revoked = /^\/api\/api-keys\/([^/]+)\/revoke$/.exec(url)?.[1];
    if (revoked && method === 'POST') {
      keys = keys.map((key) =>
        key.id === revoked ? { ...key, status: 'revoked', revokedAt: '2026-03-02T10:00:00.000Z' } : key,
      );
      return answer(200, { apiKey: keys.find((key) => key.id === revoked) });
    }
    return answer(200, { keys, maxActiveKeys: options.maxActiveKeys ?? 25 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Renders with a query client and the user's hotels, the given one active. */
export function renderWithHotels(element: ReactElement, activeHotelId: string) {
  window.localStorage.setItem(storageKeys.activeHotelId, activeHotelId);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ActiveHotelProvider>{element}</ActiveHotelProvider>
    </QueryClientProvider>,
  );
}

/** A clipboard that records what was written (jsdom has none). */
export function stubClipboard() {
  const writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}
