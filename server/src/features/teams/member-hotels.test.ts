import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamMemberView } from '@common/teams/schemas';
import { activities, hotelMembers } from '../../db/schema';
import { buildHotel, buildMember, buildUser, type SignedInUser } from '../../../test/factories';
import { ownerWithHotel } from '../../../test/teams';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

/** Settings -> Team, 'Change hotels': a chain member's hotels of the chain (issue 36, part 2). */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const chainHotel = (owner: SignedInUser, name: string) =>
  buildHotel(testApp, owner.id, { name, type: 'chain', chainName: 'Kette' });

async function chain() {
  const owner = await buildUser(testApp);
  const north = await chainHotel(owner, 'Kette Nord');
  const south = await chainHotel(owner, 'Kette Süd');
  return { owner, north, south };
}

const change = (caller: SignedInUser, hotelId: string, memberId: string, hotels: unknown) =>
  requestAs(testApp, caller, 'PUT', `/api/hotels/${hotelId}/members/${memberId}/hotels`, { hotels });

/** The member's rows: which hotels, and whether each says "all hotels". */
const rowsOf = async (userId: string) =>
  (
    await testApp.context.db
      .select({ hotelId: hotelMembers.hotelId, role: hotelMembers.role, allHotels: hotelMembers.allHotels })
      .from(hotelMembers)
      .where(eq(hotelMembers.userId, userId))
  ).sort((a, b) => a.hotelId.localeCompare(b.hotelId));

const roomsStatus = async (user: SignedInUser, hotelId: string) =>
  (await requestAs(testApp, user, 'GET', `/api/hotels/${hotelId}/rooms`)).statusCode;

describe('PUT /api/hotels/:hotelId/members/:userId/hotels', () => {
  it('gives a member another hotel of the chain at once, with their role, and logs it in both hotels', async () => {
    const { owner, north, south } = await chain();
    const member = await buildMember(testApp, north.id, 'editor');
    expect(await roomsStatus(member, south.id)).toBe(404);

    const answer = await change(owner, north.id, member.id, [north.id, south.id]);
    expect(answer.statusCode).toBe(200);
    const view = answer.json<{ member: TeamMemberView }>().member;
    expect(view.hotels.map((hotel) => hotel.name)).toEqual(['Kette Nord', 'Kette Süd']);
    expect(view).toMatchObject({ role: 'editor', allHotels: false, manageable: true });
    expect(await roomsStatus(member, south.id)).toBe(200);
    expect((await rowsOf(member.id)).map((row) => row.role)).toEqual(['editor', 'editor']);

    for (const hotelId of [north.id, south.id]) {
      const [entry] = await testApp.context.db
        .select()
        .from(activities)
        .where(and(eq(activities.hotelId, hotelId), eq(activities.kind, 'member_hotels_changed')));
      expect(entry).toMatchObject({
        title: `Changed the hotels of ${member.email}`,
        actorUserId: owner.id,
        changes: [{ field: 'Hotels', before: 'Kette Nord', after: 'Kette Nord\nKette Süd' }],
      });
    }
  });

  it('takes a hotel away: the member’s next request to it answers 404, the other hotel stays', async () => {
    const { owner, north, south } = await chain();
    const member = await buildMember(testApp, north.id, 'viewer');
    await change(owner, north.id, member.id, [north.id, south.id]);
    expect(await roomsStatus(member, north.id)).toBe(200);

    expect((await change(owner, south.id, member.id, [south.id])).statusCode).toBe(200);
    expect(await roomsStatus(member, north.id)).toBe(404);
    expect(await roomsStatus(member, south.id)).toBe(200);
  });

  it('gives all hotels, also those the chain adds later, and a chosen set again stops that', async () => {
    const { owner, north, south } = await chain();
    const member = await buildMember(testApp, north.id, 'editor');
    const all = await change(owner, north.id, member.id, 'all');
    expect(all.json<{ member: TeamMemberView }>().member.allHotels).toBe(true);
    const east = await chainHotel(owner, 'Kette Ost');
    expect(await roomsStatus(member, east.id)).toBe(200);
    const log = await testApp.context.db
      .select()
      .from(activities)
      .where(and(eq(activities.hotelId, north.id), eq(activities.kind, 'member_hotels_changed')));
    expect(log[0]!.changes).toEqual([
      { field: 'Hotels', before: 'Kette Nord', after: 'All hotels of Kette' },
    ]);

    const chosen = await change(owner, north.id, member.id, [north.id, south.id]);
    expect(chosen.json<{ member: TeamMemberView }>().member).toMatchObject({ allHotels: false });
    expect(await roomsStatus(member, east.id)).toBe(404);
    const west = await chainHotel(owner, 'Kette West');
    expect(await roomsStatus(member, west.id)).toBe(404);
    expect((await rowsOf(member.id)).every((row) => !row.allHotels)).toBe(true);
  });

  it('logs nothing when the hotels stay the same', async () => {
    const { owner, north } = await chain();
    const member = await buildMember(testApp, north.id, 'editor');
    expect((await change(owner, north.id, member.id, [north.id])).statusCode).toBe(200);
    const log = await testApp.context.db
      .select()
      .from(activities)
      .where(and(eq(activities.hotelId, north.id), eq(activities.kind, 'member_hotels_changed')));
    expect(log).toEqual([]);
  });

  it('refuses what it may not do, in the team’s words, and changes nothing', async () => {
    const { owner, north, south } = await chain();
    const member = await buildMember(testApp, north.id, 'editor');
    // An admin of the northern hotel only.
    const admin = await buildMember(testApp, north.id, 'admin');
    const editor = await buildMember(testApp, north.id, 'editor');
    const before = await rowsOf(member.id);
    const refusals: [SignedInUser, string, unknown, number, string][] = [
      [
        admin,
        member.id,
        [north.id, south.id],
        403,
        'You can only invite to and manage the hotels you work on.',
      ],
      [admin, member.id, 'all', 403, 'You can only invite to and manage the hotels you work on.'],
      [
        admin,
        admin.id,
        [north.id],
        403,
        'You cannot change your own hotels: another admin or the owner can.',
      ],
      [editor, member.id, [north.id, south.id], 403, 'Your role does not allow this.'],
      [owner, owner.id, [north.id], 409, 'The owner works on every hotel of the team.'],
      [owner, '3f1c1f5e-0000-4000-8000-000000000000', [north.id], 404, 'Member not found'],
      [owner, 'not-a-user', [north.id], 404, 'Member not found'],
    ];
    for (const [caller, userId, hotels, status, message] of refusals) {
      const answer = await change(caller, north.id, userId, hotels);
      expect(answer.statusCode, message).toBe(status);
      expect(answer.json().error.message).toBe(message);
    }
    expect(await rowsOf(member.id)).toEqual(before);
    expect(await rowsOf(admin.id)).toHaveLength(1);
  });

  it('refuses hotels outside the team, bad input and an individual hotel without a server error', async () => {
    const { owner, north } = await chain();
    const member = await buildMember(testApp, north.id, 'editor');
    const stranger = await ownerWithHotel(testApp, 'Fremdes Hotel');
    expect((await change(owner, north.id, member.id, [stranger.hotel.id])).statusCode).toBe(404);
    for (const hotels of [[], [north.id, north.id], 'everything', ['x'], null, { length: 1 }]) {
      const answer = await change(owner, north.id, member.id, hotels);
      expect(answer.statusCode, JSON.stringify(hotels)).toBe(400);
    }
    const extra = await requestAs(
      testApp,
      owner,
      'PUT',
      `/api/hotels/${north.id}/members/${member.id}/hotels`,
      {
        hotels: [north.id],
        role: 'admin',
      },
    );
    expect(extra.statusCode).toBe(400);

    const single = await ownerWithHotel(testApp, 'Einzelhaus');
    const singleMember = await buildMember(testApp, single.hotel.id, 'viewer');
    const individual = await change(single.owner, single.hotel.id, singleMember.id, [single.hotel.id]);
    expect(individual.statusCode).toBe(409);
    expect(individual.json().error.message).toBe("Only a chain's members work on chosen hotels.");
    expect(await rowsOf(member.id)).toEqual([{ hotelId: north.id, role: 'editor', allHotels: false }]);
  });

  it('leaves one consistent set of hotels after two changes at once', async () => {
    const { owner, north, south } = await chain();
    const member = await buildMember(testApp, north.id, 'editor');
    const answers = await Promise.all([
      change(owner, north.id, member.id, [south.id]),
      change(owner, north.id, member.id, 'all'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rows = await rowsOf(member.id);
    const hotelIds = rows.map((row) => row.hotelId);
    const allHotels = rows.map((row) => row.allHotels);
    const onlySouth = hotelIds.length === 1 && hotelIds[0] === south.id && !allHotels[0];
    const both = hotelIds.length === 2 && allHotels.every(Boolean);
    expect(onlySouth || both, JSON.stringify(rows)).toBe(true);
  });
});
