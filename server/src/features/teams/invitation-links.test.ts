import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, teamInvitations, user } from '../../db/schema';
import { buildUser, confirmEmail, latestLink, signIn } from '../../../test/factories';
import {
  acceptInvitation,
  buildInvitation,
  invalidInvitationLink,
  invitationPreview,
  invitationTokenMailedTo,
  membersOf,
  ownerWithHotel,
} from '../../../test/teams';
import { buildTestApp, cookieFrom, requestAs, testAppUrl, type TestApp } from '../../../test/test-app';

/** Joining through an invitation's link: sign-up, sign-in, single use, expiry, resend and revocation. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const preview = (token: string) => invitationPreview(testApp, token);
const accept = (user: { cookie: string }, token: string) => acceptInvitation(testApp, user, token);

describe('joining through the link', () => {
  it('signs a new person up from the link, brings the confirmation back to it, and joins them', async () => {
    const { owner, hotel } = await ownerWithHotel(testApp, 'Alpenhof');
    const { token, email } = await buildInvitation(testApp, owner, hotel.id, { role: 'editor' });

    const signedUp = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: testAppUrl },
      payload: { email, password: 'correct-horse-battery', invitation: token, name: '  Lea Gruber ' },
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
      team.members.map((member: { email: string; name: string; role: string }) => [
        member.email,
        member.name,
        member.role,
      ]),
    ).toEqual([
      [owner.email, expect.any(String), 'owner'],
      [email, 'Lea Gruber', 'editor'],
    ]);
    expect(team.invitations).toEqual([]);
    const [joined] = await testApp.context.db
      .select()
      .from(activities)
      .where(and(eq(activities.hotelId, hotel.id), eq(activities.kind, 'member_joined')));
    expect(joined!.title).toBe('Lea Gruber joined the team as Editor');
  });

  it('refuses a name with a control character or over 120 characters, and creates no account', async () => {
    const { owner, hotel } = await ownerWithHotel(testApp);
    const { token, email } = await buildInvitation(testApp, owner, hotel.id);
    const signUp = (name: unknown) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: testAppUrl },
        payload: { email, password: 'correct-horse-battery', invitation: token, name },
      });
    for (const [name, message] of [
      ['Lea\nGruber', 'Line breaks and other control characters are not allowed here.'],
      ['L'.repeat(121), 'A name can be at most 120 characters long'],
      ['   ', 'Please enter your name'],
    ] as const) {
      const refused = await signUp(name);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields.name).toBe(message);
    }
    const mailed = (await testApp.mailbox.list()).filter((mail) => mail.to === email);
    expect(mailed.map((mail) => mail.links[0])).toEqual([expect.stringContaining('/invitation?token=')]);
    expect(await testApp.context.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it('sends an unconfirmed account that signs in from the link a new confirmation leading back to it', async () => {
    const { owner, hotel } = await ownerWithHotel(testApp);
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
    const { owner, hotel } = await ownerWithHotel(testApp);
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
    const { owner, hotel } = await ownerWithHotel(testApp);
    const member = await buildUser(testApp);
    const { token } = await buildInvitation(testApp, owner, hotel.id, { email: member.email });
    expect((await accept(member, token)).statusCode).toBe(200);
    const again = await accept(member, token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(invalidInvitationLink);
    expect((await preview(token)).json().error.message).toBe(invalidInvitationLink);
  });

  it('accepts the invited address in any case, and refuses another account with 403', async () => {
    const { owner, hotel } = await ownerWithHotel(testApp);
    const invited = await buildUser(testApp);
    const other = await buildUser(testApp);
    const { token } = await buildInvitation(testApp, owner, hotel.id, { email: invited.email.toUpperCase() });

    const refused = await accept(other, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'This invitation was sent to another address. Sign in with that address to accept it.',
    );
    expect((await membersOf(testApp, hotel.id)).map((row) => row.userId)).not.toContain(other.id);
    expect((await accept(invited, token)).statusCode).toBe(200);
  });

  it('says an expired link is invalid, and Resend makes a new one that works while the old does not', async () => {
    const { owner, hotel } = await ownerWithHotel(testApp);
    const member = await buildUser(testApp);
    const { id, token } = await buildInvitation(testApp, owner, hotel.id, { email: member.email });
    await testApp.context.db
      .update(teamInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(teamInvitations.id, id));
    expect((await preview(token)).json().error.message).toBe(invalidInvitationLink);
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
    const { owner, hotel } = await ownerWithHotel(testApp);
    const { id, token, email } = await buildInvitation(testApp, owner, hotel.id);
    expect(
      (await requestAs(testApp, owner, 'POST', `/api/hotels/${hotel.id}/invitations/${id}/resend`))
        .statusCode,
    ).toBe(200);
    expect((await preview(token)).statusCode).toBe(404);
    expect((await preview(await invitationTokenMailedTo(testApp, email))).statusCode).toBe(200);
  });

  it('says a revoked link is invalid, and a second revocation answers 404', async () => {
    const { owner, hotel } = await ownerWithHotel(testApp);
    const member = await buildUser(testApp);
    const { id, token } = await buildInvitation(testApp, owner, hotel.id, { email: member.email });
    const url = `/api/hotels/${hotel.id}/invitations/${id}`;
    expect((await requestAs(testApp, owner, 'DELETE', url)).statusCode).toBe(204);
    expect((await preview(token)).json().error.message).toBe(invalidInvitationLink);
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
    const { owner, hotel } = await ownerWithHotel(testApp);
    const member = await buildUser(testApp);
    const { token } = await buildInvitation(testApp, owner, hotel.id, { email: member.email });
    const answers = await Promise.all([accept(member, token), accept(member, token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    const rows = (await membersOf(testApp, hotel.id)).filter((row) => row.userId === member.id);
    expect(rows).toHaveLength(1);
  });

  it('answers a wrong token as invalid, whatever its shape, without a server error', async () => {
    for (const token of ['x', 'A'.repeat(43), 'A'.repeat(44), 'A-._~'])
      expect((await preview(token)).json().error.message).toBe(invalidInvitationLink);
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
