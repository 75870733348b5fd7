import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels, teamInvitations } from '../../db/schema';
import { buildMember } from '../../../test/factories';
import {
  buildInvitation,
  invitationPreview,
  invitationTokenMailedTo,
  membersOf,
  ownerWithHotel,
} from '../../../test/teams';
import { buildTestApp, requestAs, testAppUrl, type TestApp } from '../../../test/test-app';

/** Sending invitations from the Team page, and forgetting old ones. Joining: invitation-links.test.ts. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const preview = (token: string) => invitationPreview(testApp, token);

describe('inviting a member', () => {
  it('mails a link valid for 7 days, keeps only its hash, and lists the invitation as pending', async () => {
    const { owner, hotel } = await ownerWithHotel(testApp);
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
    const { owner, hotel } = await ownerWithHotel(testApp, 'Haus am Berg');
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
    const { owner, hotel } = await ownerWithHotel(testApp);
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
    const { owner, hotel } = await ownerWithHotel(testApp);
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
    const { owner, hotel } = await ownerWithHotel(testApp);
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
    const { hotel } = await ownerWithHotel(testApp);
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
    const { owner, hotel } = await ownerWithHotel(testApp);
    const stranger = await ownerWithHotel(testApp, 'Fremdes Hotel');
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
    expect(await membersOf(testApp, hotel.id)).toHaveLength(1);
  });
});

describe('keeping invitations', () => {
  it('forgets invitations answered or expired over 30 days ago, and those whose hotels are gone', async () => {
    const { owner, hotel } = await ownerWithHotel(testApp);
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
    const other = await ownerWithHotel(testApp, 'Bald weg');
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
