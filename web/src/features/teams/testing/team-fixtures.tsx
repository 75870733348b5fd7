import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { HotelView } from '@common/hotels/hotel';
import type { MemberRole } from '@common/teams/roles';
import type {
  InviteMemberInput,
  MemberHotelsInput,
  OwnershipOfferView,
  TeamInvitationView,
  TeamMemberView,
  TeamView,
} from '@common/teams/schemas';
import { ActiveHotelProvider } from '@web/features/hotels/active-hotel';
import { storageKeys } from '@web/lib/storage-keys';

/** A hotel as GET /api/hotels answers it, with the signed-in user's role. */
export function hotelView(
  id: string,
  name: string,
  role: MemberRole,
  type: 'individual' | 'chain' = 'individual',
) {
  return {
    id,
    role,
    name,
    website: '',
    type,
    category: 'business',
    numberOfRooms: null,
    chainName: type === 'chain' ? 'Adler Hotels' : null,
    phone: null,
    reservationsEmail: null,
    starRating: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    location: null,
  } satisfies HotelView;
}

export function memberView(userId: string, overrides: Partial<TeamMemberView> = {}): TeamMemberView {
  return {
    userId,
    name: '',
    email: `${userId}@example.com`,
    role: 'editor',
    hotels: [{ id: 'h1', name: 'Hotel Seeblick' }],
    allHotels: false,
    lastActiveAt: null,
    isYou: false,
    manageable: true,
    ...overrides,
  };
}

export function invitationView(id: string, email: string, overrides: Partial<TeamInvitationView> = {}) {
  return {
    id,
    email,
    role: 'viewer',
    hotels: [{ id: 'h1', name: 'Hotel Seeblick' }],
    allHotels: false,
    sentAt: '2026-03-01T09:00:00.000Z',
    expiresAt: '2026-03-08T09:00:00.000Z',
    expired: false,
    manageable: true,
    ...overrides,
  } satisfies TeamInvitationView;
}

/** An individual hotel's team: the owner (the signed-in user unless said otherwise) and the members given. */
export function teamView(overrides: Partial<TeamView> = {}): TeamView {
  return {
    isChain: false,
    chainName: null,
    hotels: [{ id: 'h1', name: 'Hotel Seeblick' }],
    yourHotelIds: ['h1'],
    canInviteToAll: false,
    members: [
      memberView('owner', {
        name: 'Olga Owner',
        role: 'owner',
        isYou: true,
        manageable: false,
        lastActiveAt: '2026-03-02T10:00:00.000Z',
      }),
    ],
    invitations: [],
    ownershipOffer: null,
    yourRole: 'owner',
    ...overrides,
  };
}

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

/**
 * A fake server of one hotel's team as the Team page calls it: inviting adds a pending invitation, Resend renews
 * one, Revoke drops it, a role change, a change of hotels and a removal change the members, an offer and its
 * withdrawal change the open offer. `refuse` answers a route with an error instead (by "METHOD path").
 */
export function stubTeamApi(options: {
  hotels: HotelView[];
  team?: TeamView;
  offerToYou?: OwnershipOfferView | null;
  refuse?: Record<string, { status: number; code: string; message: string }>;
}) {
  let team = options.team ?? teamView();
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const refusal = options.refuse?.[`${method} ${url}`];
    if (refusal) return answer(refusal.status, { error: { code: refusal.code, message: refusal.message } });
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url === '/api/hotels') return answer(200, { hotels: options.hotels });
    const path = /^\/api\/hotels\/[^/]+\/(.+)$/.exec(url)?.[1] ?? '';
    if (path === 'team') return answer(200, team);
    if (path === 'ownership-offer' && method === 'GET')
      return answer(200, { offer: options.offerToYou ?? null });
    if (path === 'invitations' && method === 'POST') {
      const input = body as unknown as InviteMemberInput;
      const invitation = invitationView('new-invitation', input.email.toLowerCase(), {
        role: input.role,
        allHotels: input.hotels === 'all' && team.isChain,
        hotels:
          input.hotels === 'all'
            ? team.hotels
            : team.hotels.filter((hotel) => input.hotels.includes(hotel.id)),
      });
      team = { ...team, invitations: [invitation, ...team.invitations] };
      return answer(201, { invitation });
    }
    const invitationId = /^invitations\/([^/]+)/.exec(path)?.[1];
    if (invitationId && path.endsWith('/resend')) {
      team = {
        ...team,
        invitations: team.invitations.map((entry) =>
          entry.id === invitationId
            ? { ...entry, expired: false, expiresAt: '2026-03-15T09:00:00.000Z' }
            : entry,
        ),
      };
      return answer(200, { invitation: team.invitations.find((entry) => entry.id === invitationId) });
    }
    if (invitationId && method === 'DELETE') {
      team = { ...team, invitations: team.invitations.filter((entry) => entry.id !== invitationId) };
      return answer(204);
    }
    const hotelsOf = /^members\/([^/]+)\/hotels$/.exec(path)?.[1];
    if (hotelsOf && method === 'PUT') {
      const input = body as unknown as MemberHotelsInput;
      team = {
        ...team,
        members: team.members.map((member) =>
          member.userId === hotelsOf
            ? {
                ...member,
                allHotels: input.hotels === 'all',
                hotels:
                  input.hotels === 'all'
                    ? team.hotels
                    : team.hotels.filter((hotel) => input.hotels.includes(hotel.id)),
              }
            : member,
        ),
      };
      return answer(200, { member: team.members.find((member) => member.userId === hotelsOf) });
    }
    const userId = /^members\/([^/]+)$/.exec(path)?.[1];
    if (userId && method === 'PUT') {
      team = {
        ...team,
        members: team.members.map((member) =>
          member.userId === userId ? { ...member, role: body.role as MemberRole } : member,
        ),
      };
      return answer(200, { member: team.members.find((member) => member.userId === userId) });
    }
    if (userId && method === 'DELETE') {
      team = { ...team, members: team.members.filter((member) => member.userId !== userId) };
      return answer(204);
    }
    if (path === 'ownership-offer' && method === 'POST') {
      const to = team.members.find((member) => member.userId === body.userId)!;
      const offer = {
        toUserId: to.userId,
        toName: to.name,
        toEmail: to.email,
        fromName: 'Olga Owner',
        fromEmail: 'owner@example.com',
        createdAt: '2026-03-03T09:00:00.000Z',
        hotels: team.hotels,
      };
      team = { ...team, ownershipOffer: offer };
      return answer(201, { offer });
    }
    if (path === 'ownership-offer/accept' && method === 'POST') return answer(200, { hotelId: 'h1' });
    if (path === 'ownership-offer' && method === 'DELETE') {
      team = { ...team, ownershipOffer: null };
      return answer(204);
    }
    return answer(404, { error: { code: 'notFound', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The requests sent that change something, as [method, url, body]. */
export const writes = (fetch: ReturnType<typeof stubTeamApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => [init?.method, url, init?.body ? JSON.parse(String(init.body)) : undefined]);

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
