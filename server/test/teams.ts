import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AssignableRole } from '@common/teams/roles';
import { hotelMembers } from '../src/db/schema';
import { buildHotel, buildUser, type SignedInUser } from './factories';
import { requestAs, type TestApp } from './test-app';

/** What the invitation page and its routes say of a link that cannot be used (wrong, used, revoked, expired). */
export const invalidInvitationLink = 'This invitation link is invalid or has expired.';

/** A signed-in owner and their hotel, the usual start of a team test. */
export async function ownerWithHotel(testApp: TestApp, name = 'Hotel Seeblick') {
  const owner = await buildUser(testApp);
  const hotel = await buildHotel(testApp, owner.id, { name });
  return { owner, hotel };
}

/** The invitation as the link's page reads it, without signing in. */
export const invitationPreview = (testApp: TestApp, token: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/invitations/${token}` });

/** 'Join the team' on the link's page, as `user`. */
export const acceptInvitation = (testApp: TestApp, user: { cookie: string }, token: string) =>
  requestAs(testApp, user, 'POST', `/api/invitations/${token}/accept`);

/** The hotel's membership rows. */
export const membersOf = (testApp: TestApp, hotelId: string) =>
  testApp.context.db.select().from(hotelMembers).where(eq(hotelMembers.hotelId, hotelId));

/** The token of the newest invitation link mailed to an address. */
export async function invitationTokenMailedTo(testApp: TestApp, to: string): Promise<string> {
  const mail = (await testApp.mailbox.list()).find(
    (message) => message.to === to && message.links.some((link) => link.includes('/invitation?token=')),
  );
  const link = mail?.links.find((candidate) => candidate.includes('/invitation?token='));
  if (!link) throw new Error(`no invitation link mailed to ${to}`);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error('invitation link without a token');
  return token;
}

/**
 * buildInvitation: an invitation sent through the Team page's route by a member allowed to invite; answers its id
 * and the token of the mailed link.
 */
export async function buildInvitation(
  testApp: TestApp,
  inviter: SignedInUser,
  hotelId: string,
  options: { email?: string; role?: AssignableRole; hotels?: 'all' | string[] } = {},
) {
  const email = options.email ?? `invited-${randomUUID()}@example.com`;
  const response = await requestAs(testApp, inviter, 'POST', `/api/hotels/${hotelId}/invitations`, {
    email,
    role: options.role ?? 'editor',
    hotels: options.hotels ?? 'all',
  });
  if (response.statusCode !== 201)
    throw new Error(`invitation failed: ${response.statusCode} ${response.body}`);
  const { invitation } = response.json() as { invitation: { id: string } };
  return { id: invitation.id, email, token: await invitationTokenMailedTo(testApp, email.toLowerCase()) };
}
