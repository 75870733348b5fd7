import { randomUUID } from 'node:crypto';
import type { AssignableRole } from '@common/teams/roles';
import type { SignedInUser } from './factories';
import { requestAs, type TestApp } from './test-app';

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
