import type { IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignableRoles, roleAllows, type AssignableRole } from '@common/teams/roles';
import { hotelMembers, hotels } from '../src/db/schema';
import { isHotelRoute } from '../src/http/route-registry';
import { backgroundWorkEnded } from './background-work';
import { buildHotel, buildUser, type SignedInUser } from './factories';
import { databaseSnapshot } from './database-snapshot';
import { quietSnapshot, settled, useTenantTestApp } from './tenant-app';
import { testAppUrl, type TestApp } from './test-app';
import { messagesWithoutId } from './message-ids';
import {
  keyTenantCases,
  publicRoutes,
  tenantCases,
  type TenantCase,
  type TenantFixture,
} from './tenant-cases';
import { runKeyTenantCase } from './key-tenant-cases';
import './tenant-cases/index';

/**
 * Every route runs as its owner, as another signed-in user and anonymously (ARCHITECTURE.md, "Testing"):
 * a foreign id answers 404, anonymous 401, and neither changes anything in the database; on a route that acts on
 * the caller's own data, neither changes any row of the owner's. A route without the hotel in its path runs as the
 * owner's admin, editor and viewer too (issue 36): they act on their own data as another user does, unless the
 * case names the role the route needs of them (TenantCase.role). The team's columns of the routes under a hotel
 * are role-matrix.test.ts's.
 */
let testApp: TestApp;
const tenantApp = useTenantTestApp();
beforeAll(() => {
  testApp = tenantApp();
});

describe('route registry', () => {
  it('every route is either in the tenant table or on the public list', () => {
    const covered = new Set([...tenantCases, ...keyTenantCases].map((entry) => entry.route));
    const unlisted = testApp.routes
      .filter(
        (route) =>
          route.url.startsWith('/api/') ||
          route.url.startsWith('/dev/') ||
          route.url.startsWith('/files/') ||
          route.url.startsWith('/embed/'),
      )
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !covered.has(route) && !publicRoutes.has(route));
    expect(unlisted).toEqual([]);
  });

  it('the public list names only routes that really are public', () => {
    const signedIn = testApp.routes
      .filter((route) => route.access === 'signedIn')
      .map((route) => `${route.method} ${route.url}`);
    expect(signedIn.filter((route) => publicRoutes.has(route))).toEqual([]);
  });

  it('key routes are in the key table, and only key routes are', () => {
    const keyRoutes = testApp.routes
      .filter((route) => route.access === 'apiKey')
      .map((route) => `${route.method} ${route.url}`);
    const keyCases = keyTenantCases.map((entry) => entry.route);
    expect(keyCases.filter((route) => !keyRoutes.includes(route))).toEqual([]);
    expect(keyRoutes.filter((route) => !keyCases.includes(route))).toEqual([]);
    expect(tenantCases.filter((entry) => keyRoutes.includes(entry.route))).toEqual([]);
  });
});

/** A WebSocket upgrade through the app: an open socket answers 101 (and is closed), a refusal its status. */
async function upgrade(url: string, headers: object) {
  try {
    const socket = await testApp.app.injectWS(url, { headers: headers as IncomingHttpHeaders });
    socket.terminate();
    return { statusCode: 101, body: '' };
  } catch (error) {
    const refused = /Unexpected server response: (\d+)/.exec(String(error));
    if (!refused) throw error;
    return { statusCode: Number(refused[1]), body: String(error) };
  }
}

/** The tables whose rows differ between two snapshots: what a failure names, instead of two maps of hashes. */
function changedTables(before: Record<string, string>, after: Record<string, string>) {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].filter((table) => before[table] !== after[table]).sort();
}

describe.each(tenantCases.map((entry) => [entry.route, entry] as const))('%s', (_route, entry) => {
  it('answers its owner, refuses another user and anonymous callers, and changes nothing for them', async () => {
    const owner = await buildUser(testApp);
    const stranger = await buildUser(testApp);
    const fixture = { testApp, owner };
    const marker = entry.ownerMarker ? await entry.ownerMarker(fixture) : undefined;
    const request = await entry.request(fixture);
    const send = (cookie?: string) => {
      const headers = { ...request.headers, origin: testAppUrl, ...(cookie ? { cookie } : {}) };
      if (entry.websocket) return upgrade(String(request.url), headers);
      return testApp.app.inject({ ...request, headers });
    };

    // A foreign id must change nothing at all; an own-scope route changes the stranger's own data, but no row
    // that mentions the owner.
    const snapshot = () =>
      databaseSnapshot(testApp.context.db, entry.kind === 'own-scope' ? { mentioning: owner.id } : {});
    // Jobs that earlier cases started (a template generation, an import) must not write between the snapshots,
    // and whatever a job started by these calls writes belongs in the second.
    const quietSnapshot = async () => {
      await backgroundWorkEnded(testApp.context.db);
      return settled(snapshot);
    };
    const before = await quietSnapshot();
    const anonymous = await send();
    expect(anonymous.statusCode).toBe(401);
    const foreign = await send(stranger.cookie);
    if (entry.kind === 'foreign-id') expect(foreign.statusCode).toBe(404);
    else {
      // The stranger acts on their own data: any answer but a server error, and never the owner's data.
      expect(foreign.statusCode).toBeLessThan(500);
      expect(foreign.statusCode).not.toBe(401);
      if (marker) expect(foreign.body).not.toContain(marker);
    }
    expect(changedTables(before, await quietSnapshot())).toEqual([]);

    const own = await send(owner.cookie);
    expect(own.statusCode, own.body).toBeLessThan(400);
    // Each refusal names the shared text it says, so a second interface language can show it (issue 31, point 16).
    expect([...messagesWithoutId(anonymous), ...messagesWithoutId(foreign)]).toEqual([]);
    if (marker && entry.kind === 'own-scope' && request.method === 'GET') expect(own.body).toContain(marker);
  });
});

/**
 * An admin, an editor and a viewer, each a member of every hotel of the owner, as an accepted invitation makes
 * them; a hotel is added first when the case made none, so that they are the owner's team.
 */
async function buildTeam({ testApp, owner }: TenantFixture) {
  const members = new Map<AssignableRole, SignedInUser>();
  await Promise.all(assignableRoles.map(async (role) => members.set(role, await buildUser(testApp))));
  await joinOwnersHotels({ testApp, owner }, members);
  return members;
}

async function joinOwnersHotels(
  { testApp, owner }: TenantFixture,
  members: Map<AssignableRole, SignedInUser>,
) {
  const { db } = testApp.context;
  let owned = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.userId, owner.id));
  if (owned.length === 0) owned = [await buildHotel(testApp, owner.id)];
  const rows = owned.flatMap(({ id }) =>
    [...members].map(([role, member]) => ({ hotelId: id, userId: member.id, role })),
  );
  await db.insert(hotelMembers).values(rows).onConflictDoNothing();
}

type CaseRequest = Awaited<ReturnType<TenantCase['request']>>;

function sendAs(entry: TenantCase, request: CaseRequest, cookie: string) {
  const headers = { ...request.headers, origin: testAppUrl, cookie };
  if (entry.websocket) return upgrade(String(request.url), headers);
  return testApp.app.inject({ ...request, headers });
}

/** A snapshot (of everything, or of the rows mentioning an id) once no job is writing. */
async function quietSnapshotOf(mentioning?: string) {
  return quietSnapshot(testApp.context.db, mentioning ? { mentioning } : {});
}

const outsideHotels = tenantCases.filter((entry) => !isHotelRoute(entry.route.split(' ')[1] ?? ''));

describe.each(outsideHotels.map((entry) => [entry.route, entry] as const))('%s, by role', (_route, entry) => {
  const needed = entry.role;
  const allowed = needed ? assignableRoles.filter((role) => roleAllows(role, needed)) : [];
  const refused = needed ? assignableRoles.filter((role) => !roleAllows(role, needed)) : [];
  // Without a role the team acts on its own data, as another user does.
  const likeAnotherUser = needed ? [] : [...assignableRoles];
  const title = needed
    ? `the owner's team: ${[
        ...(allowed.length > 0 ? [`${allowed.join(', ')} answered as the owner`] : []),
        ...(refused.length > 0 ? [`${refused.join(', ')} refused with 403, nothing changed`] : []),
      ].join('; ')}`
    : "the owner's admin, editor and viewer act on their own data as another user does";

  it(title, async () => {
    const owner = await buildUser(testApp);
    const fixture = { testApp, owner };
    const marker = entry.ownerMarker ? await entry.ownerMarker(fixture) : undefined;
    const request = await entry.request(fixture);
    const members = await buildTeam(fixture);
    const cookieOf = (role: AssignableRole) => members.get(role)!.cookie;
    const answers = [];

    // Refused roles, and on a foreign id the roles acting as another user: nothing at all may change.
    const unchanged = [...refused, ...(entry.kind === 'foreign-id' ? likeAnotherUser : [])];
    if (unchanged.length > 0) {
      const before = await quietSnapshotOf();
      const refusals = await Promise.all(unchanged.map((role) => sendAs(entry, request, cookieOf(role))));
      for (const [index, answer] of refusals.entries()) {
        const role = unchanged[index]!;
        if (refused.includes(role)) {
          expect(answer.statusCode, `${role}: ${answer.body}`).toBe(403);
          expect(JSON.parse(answer.body)).toMatchObject({
            error: { code: 'forbidden', messageId: 'teams.roleNotAllowed' },
          });
        } else expect(answer.statusCode, `${role}: ${answer.body}`).toBe(404);
      }
      expect(changedTables(before, await quietSnapshotOf())).toEqual([]);
      answers.push(...refusals);
    }

    // On the caller's own data: any answer but a server error, and nothing of the owner's seen or changed.
    if (entry.kind === 'own-scope' && likeAnotherUser.length > 0) {
      const before = await quietSnapshotOf(owner.id);
      const own = await Promise.all(likeAnotherUser.map((role) => sendAs(entry, request, cookieOf(role))));
      for (const [index, answer] of own.entries()) {
        const role = likeAnotherUser[index]!;
        expect(answer.statusCode, `${role}: ${answer.body}`).toBeLessThan(500);
        expect(answer.statusCode, role).not.toBe(401);
        if (marker && !entry.markerSeenByMembers) expect(answer.body, role).not.toContain(marker);
      }
      expect(changedTables(before, await quietSnapshotOf(owner.id))).toEqual([]);
      answers.push(...own);
    }

    // Each allowed role on a request of its own: a call may use up what the case made (the first takes the
    // case's request).
    const requests = [request];
    for (let index = 1; index < allowed.length; index++) {
      const own = await entry.request(fixture);
      await joinOwnersHotels(fixture, members);
      requests.push(own);
    }
    const granted = await Promise.all(
      allowed.map((role, index) => sendAs(entry, requests[index]!, cookieOf(role))),
    );
    for (const [index, answer] of granted.entries())
      expect(answer.statusCode, `${allowed[index]}: ${answer.body}`).toBeLessThan(400);
    expect(answers.flatMap((answer) => messagesWithoutId(answer))).toEqual([]);
  });
});

// The content API's routes (/api/v1) open with keys, never with sessions: their own runs (key-tenant-cases.ts).
for (const entry of keyTenantCases)
  it(`${entry.route}: a key reads only its own hotels, and no session or revoked key reads anything`, () =>
    runKeyTenantCase(testApp, entry));
