import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, hotelMembers, hotels, teamInvitations } from '../../db/schema';
import {
  buildHotel,
  buildMember,
  buildUser,
  confirmEmail,
  latestLink,
  signIn,
} from '../../../test/factories';
import { buildInvitation, invitationTokenMailedTo } from '../../../test/teams';
import { buildTestApp, cookieFrom, requestAs, testAppUrl, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const invalidLink = 'This invitation link is invalid or has expired.';
const preview = (token: string) => testApp.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
const accept = (user: { cookie: string }, token: string) =>
  requestAs(testApp, user, 'POST', `/api/invitations/${token}/accept`);
const membersOf = (hotelId: string) =>
  testApp.context.db.select().from(hotelMembers).where(eq(hotelMembers.hotelId, hotelId));

async function ownerWithHotel(name = 'Hotel Seeblick') {
  const owner = await buildUser(testApp);
  const hotel = await buildHotel(testApp, owner.id, { name });
  return { owner, hotel };
}

describe('inviting a member', () => {
  it('mails a link valid for 7 days, keeps only its hash, and lists the invitation as pending', async () => {
    const { owner, hotel } = await ownerWithHotel();
    const sent = await requestAs(testApp, owner, 'POST', `/api/hotels/${hotel.id}/invitations`, {
      email: 'Anna.Weber@Example.com',
      role: 'editor',
      hotels: 'all',
    });
    expect(sent.statusCode).toBe(201);

    const [mail] = await testApp.mailbox.list();
    expect(mail).toMatchObject({ to: 'anna.weber@example.com' });
    expect(mail!.subject).toContain('Hotel Seeblick');
    expect(mail!.text).toContain('as Editor');
    const token = await invitationTokenMailedTo(testApp, 'anna.weber@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.links[0]).toBe(`${testAppUrl}/invitation?token=${token}`);

    const [row] = await testApp.context.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.email, 'anna.weber@example.com'));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const days = (row!.expiresAt.getTime() - row!.sentAt.getTime()) / (24 * 3600_000);
    expect(days).toBe(7);

    const team = (await requestAs(testApp, owner, 'GET', `/api/hotels/${hotel.id}/team`)).json();
    expect(team.invitations).toMatchObject([
      {
        email: 'anna.weber@example.com',
        role: 'editor',
        expired: false,
        hotels: [{ name: 'Hotel Seeblick' }],
      },
    ]);
    expect(team.members).toMatchObject([{ userId: owner.id, role: 'owner', isYou: true, manageable: false }]);
  });

  it('shows the invitation to whoever opens the link, without signing in', async () => {
    const { owner, hotel } = await ownerWithHotel('Haus am Berg');
    const { token, email } = await buildInvitation(testApp, owner, hotel.id, { role: 'viewer' });
    const response = await preview(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().invitation).toMatchObject({
      email,
      role: 'viewer',
      hotels: ['Haus am Berg'],
      invitedBy: owner.email,
    });
  });

  it('answers 409 for someone already in the team and changes nothing', async () => {
    const { owner, hotel } = await ownerWithHotel();
    const member = await buildMember(testApp, hotel.id, 'viewer');
    const mailsBefore = (await testApp.mailbox.list()).length;
    const response = await requestAs(testApp, owner, 'POST', `/api/hotels/${hotel.id}/invitations`, {
      email: member.email.toUpperCase(),
      role: 'admin',
      hotels: 'all',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      `${member.email.toUpperCase()} is already a member of this team.`,
    );
    expect((await testApp.mailbox.list()).length).toBe(mailsBefore);
    const team = (await requestAs(testApp, owner, 'GET', `/api/hotels/${hotel.id}/team`)).json();
    expect(team.invitations).toEqual([]);
  });

  it('replaces a pending invitation of the same address: the old link stops working', async () => {
    const { owner, hotel } = await ownerWithHotel();
    const first = await buildInvitation(testApp, owner, hotel.id, { role: 'viewer' });
    const second = await buildInvitation(testApp, owner, hotel.id, { email: first.email, role: 'admin' });
    expect(second.id).toBe(first.id);
    expect(second.token).not.toBe(first.token);
    expect((await preview(first.token)).statusCode).toBe(404);
    expect((await preview(second.token)).json().invitation.role).toBe('admin');
    const team = (await requestAs(testApp, owner, 'GET', `/api/hotels/${hotel.id}/team`)).json();
    expect(team.invitations).toHaveLength(1);
  });

  it('keeps one pending invitation of an address invited twice at once', async () => {
    const { owner, hotel } = await ownerWithHotel();
    const invite = (role: string) =>
      requestAs(testApp, owner, 'POST', `/api/hotels/${hotel.id}/invitations`, {
        email: 'twice@example.com',
        role,
        hotels: 'all',
      });
    const answers = await Promise.all([invite('viewer'), invite('editor')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const team = (await requestAs(testApp, owner, 'GET', `/api/hotels/${hotel.id}/team`)).json();
    expect(team.invitations).toHaveLength(1);
    // The link mailed last is the one that works.
    expect((await preview(await invitationTokenMailedTo(testApp, 'twice@example.com'))).statusCode).toBe(200);
  });

  it('refuses an editor with 403 and sends and stores nothing', async () => {
    const { hotel } = await ownerWithHotel();
    const editor = await buildMember(testApp, hotel.id, 'editor');
    const mailsBefore = (await testApp.mailbox.list()).length;
    const response = await requestAs(testApp, editor, 'POST', `/api/hotels/${hotel.id}/invitations`, {
      email: 'friend@example.com',
      role: 'admin',
      hotels: 'all',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Your role does not allow this.');
    expect((await testApp.mailbox.list()).length).toBe(mailsBefore);
    const stored = await testApp.context.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.email, 'friend@example.com'));
    expect(stored).toEqual([]);
    expect((await requestAs(testApp, editor, 'GET', `/api/hotels/${hotel.id}/team`)).statusCode).toBe(403);
  });

  it('refuses an owner role, a hotel outside the team and bad input without a server error', async () => {
    const { owner, hotel } = await ownerWithHotel();
    const stranger = await ownerWithHotel('Fremdes Hotel');
    const url = `/api/hotels/${hotel.id}/invitations`;
    const send = (payload: unknown) => requestAs(testApp, owner, 'POST', url, payload);
    expect((await send({ email: 'a@example.com', role: 'owner', hotels: 'all' })).statusCode).toBe(400);
    expect(
      (await send({ email: 'a@example.com', role: 'editor', hotels: [stranger.hotel.id] })).statusCode,
    ).toBe(404);
    for (const payload of [
      { email: 'not-an-address', role: 'editor', hotels: 'all' },
      { email: 'a\u0000@example.com', role: 'editor', hotels: 'all' },
      { email: `${'a'.repeat(100_000)}@example.com`, role: 'editor', hotels: 'all' },
      { email: ['a@example.com'], role: 'editor', hotels: 'all' },
      { email: 'a@example.com', role: 'editor', hotels: ['not-a-uuid'] },
      { email: 'a@example.com', role: 'editor', hotels: [] },
      { email: 'a@example.com', role: 'editor' },
      [],
    ])
      expect((await send(payload)).statusCode).toBe(400);
    // Not JSON at all: refused before the route (415).
    expect((await send('text')).statusCode).toBe(415);
    expect(await membersOf(hotel.id)).toHaveLength(1);
  });
});

describe('joining through the link', () => {
  it('signs a new person up from the link, brings the confirmation back to it, and joins them', async () => {
    const { owner, hotel } = await ownerWithHotel('Alpenhof');
    const { token, email } = await buildInvitation(testApp, owner, hotel.id, { role: 'editor' });

    const signedUp = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: testAppUrl },
      payload: { email, password: 'correct-horse-battery', invitation: token },
    });
    expect(signedUp.statusCode).toBe(200);
    const confirmation = new URL(await latestLink(testApp, email, 'verify-email'));
    expect(confirmation.searchParams.get('callbackURL')).toBe(`/invitation?token=${token}&confirmed=1`);
    const confirmed = await confirmEmail(testApp, email);
    expect(confirmed.headers.location).toBe(`/invitation?token=${token}&confirmed=1`);
    const session = await signIn(testApp, email);
    const newcomer = { cookie: cookieFrom(session.headers['set-cookie']) };

    const before = (await requestAs(testApp, newcomer, 'GET', '/api/onboarding')).json().onboarding;
    expect(before).toMatchObject({ hasHotels: false });
    const accepted = await accept(newcomer, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ hotelId: hotel.id });

    const hotels = (await requestAs(testApp, newcomer, 'GET', '/api/hotels')).json().hotels;
    expect(hotels).toMatchObject([{ id: hotel.id, name: 'Alpenhof', role: 'editor' }]);
    const onboarding = (await requestAs(testApp, newcomer, 'GET', '/api/onboarding')).json().onboarding;
    expect(onboarding).toMatchObject({ completed: true, hasHotels: true });
    const team = (await requestAs(testApp, owner, 'GET', `/api/hotels/${hotel.id}/team`)).json();
    expect(
      team.members.map((member: { email: string; role: string }) => [member.email, member.role]),
    ).toEqual([
      [owner.email, 'owner'],
      [email, 'editor'],
    ]);
    expect(team.invitations).toEqual([]);
    const [joined] = await testApp.context.db
      .select()
      .from(activities)
      .where(and(eq(activities.hotelId, hotel.id), eq(activities.kind, 'member_joined')));
    expect(joined!.title).toBe(`${email} joined the team as Editor`);
  });

  it('sends an unconfirmed account that signs in from the link a new confirmation leading back to it', async () => {
    const { owner, hotel } = await ownerWithHotel();
    const { token, email } = await buildInvitation(testApp, owner, hotel.id);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: testAppUrl },
      payload: { email, password: 'correct-horse-battery' },
    });
    const plain = new URL(await latestLink(testApp, email, 'verify-email'));
    expect(plain.searchParams.get('callbackURL')).toBe('/login?type=signup');
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: testAppUrl },
      payload: { email, password: 'correct-horse-battery', invitation: token },
    });
    expect(refused.statusCode).toBe(403);
    const again = new URL(await latestLink(testApp, email, 'verify-email'));
    expect(again.searchParams.get('callbackURL')).toBe(`/invitation?token=${token}&confirmed=1`);
  });

  it('a member who had opened the wizard before joining skips it too', async () => {
    const { owner, hotel } = await ownerWithHotel();
    const newcomer = await buildUser(testApp);
    const progress = await requestAs(testApp, newcomer, 'PUT', '/api/onboarding/progress', {
      step: 'personal',
      draft: {},
    });
    expect(progress.statusCode).toBe(200);
    const { token } = await buildInvitation(testApp, owner, hotel.id, { email: newcomer.email });
    expect((await accept(newcomer, token)).statusCode).toBe(200);
    const onboarding = (await requestAs(testApp, newcomer, 'GET', '/api/onboarding')).json().onboarding;
    expect(onboarding).toMatchObject({ completed: true, hasHotels: true });
  });

  it('is single use: a second acceptance and the page afterwards say the link is invalid', async () => {
    const { owner, hotel } = await ownerWithHotel();
    const member = await buildUser(testApp);
    const { token } = await buildInvitation(testApp, owner, hotel.id, { email: member.email });
    expect((await accept(member, token)).statusCode).toBe(200);
    const again = await accept(member, token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(invalidLink);
    expect((await preview(token)).json().error.message).toBe(invalidLink);
  });

  it('accepts the invited address in any case, and refuses another account with 403', async () => {
    const { owner, hotel } = await ownerWithHotel();
    const invited = await buildUser(testApp);
    const other = await buildUser(testApp);
    const { token } = await buildInvitation(testApp, owner, hotel.id, { email: invited.email.toUpperCase() });

    const refused = await accept(other, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'This invitation was sent to another address. Sign in with that address to accept it.',
    );
    expect((await membersOf(hotel.id)).map((row) => row.userId)).not.toContain(other.id);
    expect((await accept(invited, token)).statusCode).toBe(200);
  });

  it('says an expired link is invalid, and Resend makes a new one that works while the old does not', async () => {
    const { owner, hotel } = await ownerWithHotel();
    const member = await buildUser(testApp);
    const { id, token } = await buildInvitation(testApp, owner, hotel.id, { email: member.email });
    await testApp.context.db
      .update(teamInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(teamInvitations.id, id));
    expect((await preview(token)).json().error.message).toBe(invalidLink);
    expect((await accept(member, token)).statusCode).toBe(404);
    const team = (await requestAs(testApp, owner, 'GET', `/api/hotels/${hotel.id}/team`)).json();
    expect(team.invitations).toMatchObject([{ id, expired: true }]);

    const resent = await requestAs(
      testApp,
      owner,
      'POST',
      `/api/hotels/${hotel.id}/invitations/${id}/resend`,
    );
    expect(resent.statusCode).toBe(200);
    expect(resent.json().invitation).toMatchObject({ id, expired: false });
    const newToken = await invitationTokenMailedTo(testApp, member.email);
    expect(newToken).not.toBe(token);
    expect((await accept(member, token)).statusCode).toBe(404);
    expect((await accept(member, newToken)).statusCode).toBe(200);
  });

  it('Resend of a pending invitation ends the old link at once', async () => {
    const { owner, hotel } = await ownerWithHotel();
    const { id, token, email } = await buildInvitation(testApp, owner, hotel.id);
    expect(
      (await requestAs(testApp, owner, 'POST', `/api/hotels/${hotel.id}/invitations/${id}/resend`))
        .statusCode,
    ).toBe(200);
    expect((await preview(token)).statusCode).toBe(404);
    expect((await preview(await invitationTokenMailedTo(testApp, email))).statusCode).toBe(200);
  });

  it('says a revoked link is invalid, and a second revocation answers 404', async () => {
    const { owner, hotel } = await ownerWithHotel();
    const member = await buildUser(testApp);
    const { id, token } = await buildInvitation(testApp, owner, hotel.id, { email: member.email });
    const url = `/api/hotels/${hotel.id}/invitations/${id}`;
    expect((await requestAs(testApp, owner, 'DELETE', url)).statusCode).toBe(204);
    expect((await preview(token)).json().error.message).toBe(invalidLink);
    expect((await accept(member, token)).statusCode).toBe(404);
    expect((await requestAs(testApp, owner, 'DELETE', url)).statusCode).toBe(404);
    const team = (await requestAs(testApp, owner, 'GET', `/api/hotels/${hotel.id}/team`)).json();
    expect(team.invitations).toEqual([]);
    const [revoked] = await testApp.context.db
      .select()
      .from(activities)
      .where(and(eq(activities.hotelId, hotel.id), eq(activities.kind, 'invitation_revoked')));
    expect(revoked).toMatchObject({
      actorUserId: owner.id,
      title: `Revoked the invitation of ${member.email}`,
    });
  });

  it('makes one membership of two acceptances at once', async () => {
    const { owner, hotel } = await ownerWithHotel();
    const member = await buildUser(testApp);
    const { token } = await buildInvitation(testApp, owner, hotel.id, { email: member.email });
    const answers = await Promise.all([accept(member, token), accept(member, token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    const rows = (await membersOf(hotel.id)).filter((row) => row.userId === member.id);
    expect(rows).toHaveLength(1);
  });

  it('answers a wrong token as invalid, whatever its shape, without a server error', async () => {
    for (const token of ['x', 'A'.repeat(43), 'A'.repeat(44), 'A-._~'])
      expect((await preview(token)).json().error.message).toBe(invalidLink);
    // A NUL byte or a path in the parameter is refused before the route (http/input-guards.ts, the router).
    for (const token of ['%00', '..%2F..%2Fetc']) expect((await preview(token)).statusCode).toBe(404);
    // Longer than any path parameter may be: refused before the route (414).
    expect((await preview('A'.repeat(5000))).statusCode).toBe(414);
    const user = await buildUser(testApp);
    expect((await accept(user, 'A'.repeat(43))).statusCode).toBe(404);
    expect(
      (await testApp.app.inject({ method: 'POST', url: `/api/invitations/${'A'.repeat(43)}/accept` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('keeping invitations', () => {
  it('forgets invitations answered or expired over 30 days ago, and those whose hotels are gone', async () => {
    const { owner, hotel } = await ownerWithHotel();
    const old = await buildInvitation(testApp, owner, hotel.id);
    const recent = await buildInvitation(testApp, owner, hotel.id);
    const expiredLongAgo = await buildInvitation(testApp, owner, hotel.id);
    const { db } = testApp.context;
    await requestAs(testApp, owner, 'DELETE', `/api/hotels/${hotel.id}/invitations/${old.id}`);
    await requestAs(testApp, owner, 'DELETE', `/api/hotels/${hotel.id}/invitations/${recent.id}`);
    await db
      .update(teamInvitations)
      .set({ revokedAt: sql`now() - interval '31 days'` })
      .where(eq(teamInvitations.id, old.id));
    await db
      .update(teamInvitations)
      .set({ expiresAt: sql`now() - interval '31 days'` })
      .where(eq(teamInvitations.id, expiredLongAgo.id));
    const other = await ownerWithHotel('Bald weg');
    const orphan = await buildInvitation(testApp, other.owner, other.hotel.id);
    await db.delete(hotels).where(eq(hotels.id, other.hotel.id));

    await requestAs(testApp, owner, 'GET', `/api/hotels/${hotel.id}/team`);
    const left = await db
      .select({ id: teamInvitations.id })
      .from(teamInvitations)
      .where(inArray(teamInvitations.id, [old.id, recent.id, expiredLongAgo.id, orphan.id]));
    expect(left.map((row) => row.id)).toEqual([recent.id]);
  });
});

describe("a chain's invitations", () => {
  async function chain() {
    const owner = await buildUser(testApp);
    const first = await buildHotel(testApp, owner.id, {
      name: 'Kette Nord',
      type: 'chain',
      chainName: 'Kette',
    });
    const second = await buildHotel(testApp, owner.id, {
      name: 'Kette Süd',
      type: 'chain',
      chainName: 'Kette',
    });
    return { owner, first, second };
  }

  it('joins the chosen hotels only, or all of them now and later', async () => {
    const { owner, first, second } = await chain();
    const some = await buildUser(testApp);
    const all = await buildUser(testApp);
    const chosen = await buildInvitation(testApp, owner, first.id, {
      email: some.email,
      hotels: [second.id],
    });
    const everything = await buildInvitation(testApp, owner, first.id, { email: all.email, hotels: 'all' });
    expect((await preview(everything.token)).json().invitation).toMatchObject({
      allHotels: true,
      hotels: ['Kette Nord', 'Kette Süd'],
      chainName: 'Kette',
    });

    expect((await accept(some, chosen.token)).json()).toEqual({ hotelId: second.id });
    expect((await accept(all, everything.token)).json()).toEqual({ hotelId: first.id });
    const third = await buildHotel(testApp, owner.id, {
      name: 'Kette Ost',
      type: 'chain',
      chainName: 'Kette',
    });

    const team = (await requestAs(testApp, owner, 'GET', `/api/hotels/${first.id}/team`)).json();
    const hotelsOf = (email: string) =>
      team.members
        .find((member: { email: string }) => member.email === email)
        .hotels.map((hotel: { name: string }) => hotel.name);
    expect(hotelsOf(some.email)).toEqual(['Kette Süd']);
    expect(hotelsOf(all.email)).toEqual(['Kette Nord', 'Kette Süd', 'Kette Ost']);
    expect((await requestAs(testApp, some, 'GET', `/api/hotels/${third.id}/rooms`)).statusCode).toBe(404);
    expect((await requestAs(testApp, all, 'GET', `/api/hotels/${third.id}/rooms`)).statusCode).toBe(200);
  });

  it("lets an admin of some of the chain's hotels invite to those only", async () => {
    const { owner, first, second } = await chain();
    const admin = await buildUser(testApp);
    const { token } = await buildInvitation(testApp, owner, first.id, {
      email: admin.email,
      role: 'admin',
      hotels: [first.id],
    });
    expect((await accept(admin, token)).statusCode).toBe(200);
    const url = `/api/hotels/${first.id}/invitations`;
    const invite = (hotels: 'all' | string[]) =>
      requestAs(testApp, admin, 'POST', url, { email: 'helper@example.com', role: 'editor', hotels });
    expect((await invite([second.id])).statusCode).toBe(403);
    expect((await invite('all')).statusCode).toBe(403);
    expect((await invite([first.id])).statusCode).toBe(201);
    const team = (await requestAs(testApp, admin, 'GET', `/api/hotels/${first.id}/team`)).json();
    expect(team).toMatchObject({ yourHotelIds: [first.id], canInviteToAll: false });
  });
});
