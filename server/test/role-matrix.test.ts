import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberRoles, roleAllows, type AssignableRole, type MemberRole } from '@common/teams/roles';
import { hotelMembers, hotels } from '../src/db/schema';
import { hotelRouteRoles } from '../src/http/hotel-route-roles';
import { buildUser, type SignedInUser } from './factories';
import { tenantCases, type TenantCase } from './tenant-cases';
import { backgroundWorkEnded } from './background-work';
import { quietSnapshot, useTenantTestApp } from './tenant-app';
import { testAppUrl, type TestApp } from './test-app';
import './tenant-cases/index';

/**
 * The route x role x tenant matrix (issue 36): every route under a hotel, called by the hotel's admin, editor and
 * viewer, answers as the role table (http/hotel-route-roles.ts) says. A role below the route's gets 403 with the
 * shared text 'Your role does not allow this.' and changes nothing in the database; a role at or above it is
 * answered as the owner is. The owner, another signed-in user (404) and anonymous callers (401) of every route
 * are the tenant isolation test's (tenant-isolation.test.ts), which runs the same cases.
 */
let testApp: TestApp;
const tenantApp = useTenantTestApp();
beforeAll(() => {
  testApp = tenantApp();
});

const memberRolesBelowOwner = memberRoles.filter((role): role is AssignableRole => role !== 'owner');

/**
 * Routes whose rules go past the role for a member the role allows, with the status such a member gets: the
 * case's request is made for its owner, and these routes act on the caller themselves.
 */
const answersForMembers: Record<string, { status: number; why: string }> = {
  'POST /api/hotels/:hotelId/ownership-offer/accept': {
    status: 404,
    why: 'only the member the owner offered the hotel to can accept it',
  },
};

/**
 * Makes `members` members, with their roles (as an accepted invitation would), of every hotel of the owner and of
 * the hotel the request names (a case acting on the owner as a member of another's hotel, such as leaving it).
 */
async function addMembers(
  owner: SignedInUser,
  members: Map<AssignableRole, SignedInUser>,
  request: { url?: unknown },
) {
  const { db } = testApp.context;
  const owned = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.userId, owner.id));
  const named = /^\/api\/hotels\/([0-9a-f-]{36})/.exec(String(request.url))?.[1];
  const ids = new Set([...owned.map(({ id }) => id), ...(named ? [named] : [])]);
  const rows = [...ids].flatMap((id) =>
    [...members].map(([role, member]) => ({ hotelId: id, userId: member.id, role })),
  );
  if (rows.length > 0) await db.insert(hotelMembers).values(rows).onConflictDoNothing();
}

const hotelCases = () =>
  tenantCases.filter((entry) => {
    const [method, url] = entry.route.split(' ');
    return testApp.routes.some((route) => route.method === method && route.url === url && route.role);
  });

describe('the role table', () => {
  it('names only registered routes, each under a hotel', () => {
    const registered = new Set(testApp.routes.map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(hotelRouteRoles).filter((route) => !registered.has(route))).toEqual([]);
  });

  it('lets viewers read everything and keeps the team, identity, logins and publishing above editors', () => {
    const roles = Object.entries(hotelRouteRoles);
    expect(
      roles.filter(
        ([route, role]) => route.startsWith('GET ') && role !== 'viewer' && !route.endsWith('/team'),
      ),
    ).toEqual([]);
    const aboveEditors = roles.filter(
      ([route]) =>
        /:hotelId\/(invitations|members)(\/|$)/.test(route) ||
        (route.includes('/ownership-offer') && !route.startsWith('GET ') && !route.endsWith('/accept')) ||
        /^(PUT|DELETE) \/api\/hotels\/:hotelId$/.test(route) ||
        /^(PUT|PATCH|DELETE) \/api\/hotels\/:hotelId\/alpinebits$/.test(route) ||
        route === 'POST /api/hotels/:hotelId/alpinebits/handshake' ||
        route === 'DELETE /api/hotels/:hotelId/otas/:otaId' ||
        /^(PUT|POST) \/api\/hotels\/:hotelId\/publishing/.test(route) ||
        route === 'PUT /api/hotels/:hotelId/content-languages',
    );
    expect(aboveEditors.length).toBeGreaterThanOrEqual(17);
    expect(aboveEditors.filter(([, role]) => !roleAllows(role, 'admin') || role === 'viewer')).toEqual([]);
    expect(hotelRouteRoles['DELETE /api/hotels/:hotelId']).toBe('owner');
    expect(hotelRouteRoles['POST /api/hotels/:hotelId/ownership-offer']).toBe('owner');
  });

  it('covers every route under a hotel with a case of the matrix', () => {
    const covered = new Set(hotelCases().map((entry) => entry.route));
    const hotelRoutes = testApp.routes
      .filter((route) => route.role)
      .map((route) => `${route.method} ${route.url}`);
    expect(hotelRoutes.filter((route) => !covered.has(route))).toEqual([]);
  });
});

function send(entry: TenantCase, request: Awaited<ReturnType<TenantCase['request']>>, cookie: string) {
  const headers = { ...request.headers, origin: testAppUrl, cookie };
  return testApp.app.inject({ ...request, headers });
}

const neededRole = (entry: TenantCase): MemberRole => {
  const [method, url] = entry.route.split(' ');
  const role = testApp.routes.find((route) => route.method === method && route.url === url)?.role;
  if (!role) throw new Error(`${entry.route} has no role`);
  return role;
};

describe('every route under a hotel, by role', () => {
  // The cases are only known once their modules ran, which the import above does before this line.
  const cases = tenantCases.filter(
    (entry) => entry.route.includes('/api/hotels/:hotelId') && !entry.websocket,
  );
  describe.each(cases.map((entry) => [entry.route, entry] as const))('%s', (_route, entry) => {
    it('answers the roles it allows, refuses the others with 403 and changes nothing for them', async () => {
      const needed = neededRole(entry);
      const owner = await buildUser(testApp);
      const members = new Map<AssignableRole, SignedInUser>();
      await Promise.all(
        memberRolesBelowOwner.map(async (role) => members.set(role, await buildUser(testApp))),
      );
      const fixture = { testApp, owner };
      const request = await entry.request(fixture);
      await addMembers(owner, members, request);

      // Refused roles first, while nothing an allowed call started can write between the snapshots.
      const refused = memberRolesBelowOwner.filter((role) => !roleAllows(role, needed));
      if (refused.length > 0) {
        const before = await quietSnapshot(testApp.context.db);
        for (const role of refused) {
          const answer = await send(entry, request, members.get(role)!.cookie);
          expect(answer.statusCode, `${role}: ${answer.body}`).toBe(403);
          expect(answer.json()).toMatchObject({
            error: { code: 'forbidden', messageId: 'teams.roleNotAllowed' },
          });
        }
        expect(await quietSnapshot(testApp.context.db)).toEqual(before);
      }

      // Each allowed role on a request of its own: a call may remove or use up what the case made.
      const exception = answersForMembers[entry.route];
      for (const role of memberRolesBelowOwner.filter((candidate) => roleAllows(candidate, needed))) {
        const own = await entry.request(fixture);
        await addMembers(owner, members, own);
        const answer = await send(entry, own, members.get(role)!.cookie);
        if (exception) expect(answer.statusCode, `${role}: ${exception.why}`).toBe(exception.status);
        else expect(answer.statusCode, `${role}: ${answer.body}`).toBeLessThan(400);
        // What the call started ends before the next role's: one website import at a time runs per owner's
        // hotels, so the editor's would meet the admin's still running (on PostgreSQL it often was).
        await backgroundWorkEnded(testApp.context.db);
      }
    });
  });
});
