import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, hotelMembers } from '../../db/schema';
import { buildHotel, buildMember, buildUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

async function teamWith(...roles: ('admin' | 'editor' | 'viewer')[]) {
  const owner = await buildUser(testApp);
  const hotel = await buildHotel(testApp, owner.id, { name: 'Hotel Bergsee' });
  const members = [];
  for (const role of roles) members.push(await buildMember(testApp, hotel.id, role));
  return { owner, hotel, members };
}

const rolesIn = async (hotelId: string) =>
  Object.fromEntries(
    (await testApp.context.db.select().from(hotelMembers).where(eq(hotelMembers.hotelId, hotelId))).map(
      (row) => [row.userId, row.role],
    ),
  );

describe('changing a role', () => {
  it("lets an admin change a member's role and logs it with before and after", async () => {
    const { hotel, members } = await teamWith('admin', 'editor');
    const [admin, editor] = members as [(typeof members)[0], (typeof members)[0]];
    const changed = await requestAs(testApp, admin, 'PUT', `/api/hotels/${hotel.id}/members/${editor.id}`, {
      role: 'viewer',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().member).toMatchObject({ userId: editor.id, role: 'viewer' });
    expect((await rolesIn(hotel.id))[editor.id]).toBe('viewer');
    // The new role holds at the member's next request.
    const write = await requestAs(testApp, editor, 'PUT', `/api/hotels/${hotel.id}/description`, {
      content: 'Text',
    });
    expect(write.statusCode).toBe(403);

    const [entry] = await testApp.context.db
      .select()
      .from(activities)
      .where(and(eq(activities.hotelId, hotel.id), eq(activities.kind, 'member_role_changed')));
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      entityId: editor.id,
      title: `Changed the role of ${editor.email} from Editor to Viewer`,
      changes: [{ field: 'Role', before: 'Editor', after: 'Viewer' }],
    });
  });

  it("keeps the owner's role, refuses one's own, and refuses an editor, changing nothing", async () => {
    const { owner, hotel, members } = await teamWith('admin', 'editor');
    const [admin, editor] = members as [(typeof members)[0], (typeof members)[0]];
    const before = await rolesIn(hotel.id);
    const change = (as: { cookie: string }, userId: string, role: string) =>
      requestAs(testApp, as, 'PUT', `/api/hotels/${hotel.id}/members/${userId}`, { role });

    const ownerChange = await change(admin, owner.id, 'viewer');
    expect(ownerChange.statusCode).toBe(409);
    expect(ownerChange.json().error.message).toBe('The owner keeps their role: hand over ownership first.');
    expect((await change(admin, admin.id, 'viewer')).statusCode).toBe(403);
    expect((await change(owner, owner.id, 'admin')).statusCode).toBe(409);
    expect((await change(editor, admin.id, 'viewer')).statusCode).toBe(403);
    expect((await change(admin, editor.id, 'owner')).statusCode).toBe(400);
    expect((await change(admin, 'no-such-user', 'viewer')).statusCode).toBe(404);
    expect(await rolesIn(hotel.id)).toEqual(before);
  });
});

describe('removing a member', () => {
  it('ends their access at their very next request and logs it', async () => {
    const { owner, hotel, members } = await teamWith('editor');
    const [editor] = members as [(typeof members)[0]];
    const rooms = `/api/hotels/${hotel.id}/rooms`;
    expect((await requestAs(testApp, editor, 'GET', rooms)).statusCode).toBe(200);

    const removed = await requestAs(testApp, owner, 'DELETE', `/api/hotels/${hotel.id}/members/${editor.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await requestAs(testApp, editor, 'GET', rooms)).statusCode).toBe(404);
    expect((await requestAs(testApp, editor, 'GET', '/api/hotels')).json().hotels).toEqual([]);
    const team = (await requestAs(testApp, owner, 'GET', `/api/hotels/${hotel.id}/team`)).json();
    expect(team.members.map((member: { userId: string }) => member.userId)).toEqual([owner.id]);
    const [entry] = await testApp.context.db
      .select()
      .from(activities)
      .where(and(eq(activities.hotelId, hotel.id), eq(activities.kind, 'member_removed')));
    expect(entry).toMatchObject({ actorUserId: owner.id, title: `Removed ${editor.email} from the team` });
  });

  it('removes a chain member from every hotel of the chain', async () => {
    const owner = await buildUser(testApp);
    const first = await buildHotel(testApp, owner.id, { type: 'chain' });
    const second = await buildHotel(testApp, owner.id, { type: 'chain' });
    const member = await buildMember(testApp, first.id, 'editor');
    await testApp.context.db
      .insert(hotelMembers)
      .values({ hotelId: second.id, userId: member.id, role: 'editor' });
    const removed = await requestAs(
      testApp,
      owner,
      'DELETE',
      `/api/hotels/${second.id}/members/${member.id}`,
    );
    expect(removed.statusCode).toBe(204);
    expect((await requestAs(testApp, member, 'GET', `/api/hotels/${first.id}/rooms`)).statusCode).toBe(404);
    expect((await requestAs(testApp, member, 'GET', `/api/hotels/${second.id}/rooms`)).statusCode).toBe(404);
  });

  it('cannot remove the owner, and a viewer cannot remove anyone', async () => {
    const { owner, hotel, members } = await teamWith('admin', 'viewer');
    const [admin, viewer] = members as [(typeof members)[0], (typeof members)[0]];
    const before = await rolesIn(hotel.id);
    const ownerRemoval = await requestAs(
      testApp,
      admin,
      'DELETE',
      `/api/hotels/${hotel.id}/members/${owner.id}`,
    );
    expect(ownerRemoval.statusCode).toBe(409);
    expect(ownerRemoval.json().error.message).toBe('The owner cannot be removed: hand over ownership first.');
    expect(
      (await requestAs(testApp, viewer, 'DELETE', `/api/hotels/${hotel.id}/members/${admin.id}`)).statusCode,
    ).toBe(403);
    expect(await rolesIn(hotel.id)).toEqual(before);
  });

  it('lets a member leave, but not the owner', async () => {
    const { owner, hotel, members } = await teamWith('viewer');
    const [viewer] = members as [(typeof members)[0]];
    const ownerLeaves = await requestAs(testApp, owner, 'DELETE', `/api/hotels/${hotel.id}/membership`);
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.json().error.message).toBe(
      'The owner cannot leave the team: hand over ownership first.',
    );
    expect(
      (await requestAs(testApp, viewer, 'DELETE', `/api/hotels/${hotel.id}/membership`)).statusCode,
    ).toBe(204);
    expect(await rolesIn(hotel.id)).toEqual({ [owner.id]: 'owner' });
    expect((await requestAs(testApp, viewer, 'GET', `/api/hotels/${hotel.id}/rooms`)).statusCode).toBe(404);
  });
});

describe('the team list', () => {
  it('shows each member with their role, last activity and what the caller may do', async () => {
    const { owner, hotel, members } = await teamWith('admin', 'viewer');
    const [admin, viewer] = members as [(typeof members)[0], (typeof members)[0]];
    await requestAs(testApp, viewer, 'GET', `/api/hotels/${hotel.id}/rooms`);
    const team = (await requestAs(testApp, admin, 'GET', `/api/hotels/${hotel.id}/team`)).json();
    expect(team).toMatchObject({
      isChain: false,
      hotels: [{ id: hotel.id, name: 'Hotel Bergsee' }],
      yourRole: 'admin',
      ownershipOffer: null,
    });
    const byId = Object.fromEntries(
      team.members.map((member: { userId: string }) => [member.userId, member]),
    );
    expect(team.members[0].userId).toBe(owner.id);
    expect(byId[owner.id]).toMatchObject({ role: 'owner', manageable: false, isYou: false });
    expect(byId[admin.id]).toMatchObject({ role: 'admin', manageable: false, isYou: true });
    expect(byId[viewer.id]).toMatchObject({ role: 'viewer', manageable: true, email: viewer.email });
    await expect
      .poll(async () => {
        const again = (await requestAs(testApp, admin, 'GET', `/api/hotels/${hotel.id}/team`)).json();
        return again.members.find((member: { userId: string }) => member.userId === viewer.id).lastActiveAt;
      })
      .not.toBeNull();
  });
});
