import type { InjectOptions } from 'fastify';
import type { MemberRole } from '@common/teams/roles';
import type { SignedInUser } from './factories';
import type { TestApp } from './test-app';

/** What a case may set up for its owner before the request is made. */
export interface TenantFixture {
  testApp: TestApp;
  owner: SignedInUser;
}

export interface TenantCase {
  /** "METHOD /url/pattern" exactly as registered. */
  route: string;
  /** Builds the owner's request (ids of the owner's things go in the URL or body). */
  request(fixture: TenantFixture): Promise<InjectOptions & { headers?: Record<string, string> }>;
  /**
   * 'foreign-id': another user gets 404 (the route touches the owner's thing by id).
   * 'own-scope': the route only ever reads or writes the caller's own data; another user must not see the
   * owner's data in the answer.
   */
  kind: 'foreign-id' | 'own-scope';
  /** For own-scope routes: text of the owner's data that must not appear in another user's answer. */
  ownerMarker?(fixture: TenantFixture): Promise<string>;
  /** A WebSocket route: the request is an upgrade (injectWS), and its owner's socket opens (answered as 101). */
  websocket?: boolean;
  /**
   * For a route without the hotel in its path (issue 36): the role the owner's team needs for it. The tenant test
   * makes an admin, an editor and a viewer members of every hotel of the owner (of a hotel it adds when the case
   * made none); those whose role allows this are answered as the owner is, each on a request of its own, and the
   * others get 403 'Your role does not allow this.' and change nothing. For a route that names the hotel in its
   * body (an OTA login, an API key's hotels), the role it needs there; 'owner' for an account route only the payer
   * may use (billing: a member who owns no hotel is refused). Without it, the members act on their own data as
   * another user does. Routes under /api/hotels/:hotelId take their role from the role table (role-matrix.test.ts).
   */
  role?: MemberRole;
  /**
   * The owner marker is the owner's hotel as a list of the caller's hotels shows it, which the hotel's members see
   * too: only a user outside the team must not find it.
   */
  markerSeenByMembers?: boolean;
}

/**
 * Every signed-in route, with how to call it as its owner. Each feature adds its routes here; the tenant
 * isolation test fails for any route missing from this table and from the public list.
 */
export const tenantCases: TenantCase[] = [];

/** Routes that answer without a session on purpose. */
export const publicRoutes = new Set<string>();

export function addTenantCases(...cases: TenantCase[]) {
  tenantCases.push(...cases);
}

export function addPublicRoutes(...routes: string[]) {
  for (const route of routes) publicRoutes.add(route);
}

/** What a key route's case sets up: the owner's hotel the route reads (the test makes the keys). */
export interface KeyTenantSetup {
  /** The owner's hotel the request reads; the owner's key covers it, the test's other keys do not. */
  hotelId: string;
  /** The request without Authorization (the test adds each key's header, or none). */
  request: InjectOptions;
  /** For own-scope routes: text of the owner's hotel that must not appear in the other keys' answers. */
  ownerMarker?: string;
}

/**
 * A content API route (`access: 'apiKey'`, /api/v1). The tenant test calls it with the owner's key of the hotel
 * (answers), another user's key and the owner's key of another of the owner's hotels (404 on 'foreign-id', no
 * owner data on 'own-scope'), the owner's revoked and expired keys, no key, and the owner's session cookie
 * without a key (all 401).
 */
export interface KeyTenantCase {
  route: string;
  setup(fixture: TenantFixture): Promise<KeyTenantSetup>;
  kind: 'foreign-id' | 'own-scope';
}

export const keyTenantCases: KeyTenantCase[] = [];

export function addKeyTenantCases(...cases: KeyTenantCase[]) {
  keyTenantCases.push(...cases);
}
