import { isInvitationToken } from '@common/teams/invitation-link';
import type { InvitationAccepted, InvitationPreview } from '@common/teams/schemas';
import { teamTexts } from '@common/teams/texts';
import type { Db } from '../../db/client';
import type { AppContext } from '../../http/context';
import type { SessionUser } from '../../http/fastify-types';
import { AppError } from '../../lib/app-error';
import { completeOnboarding } from '../onboarding/service';
import {
  claimInvitation,
  findInvitationByTokenHash,
  invitedRole,
  type InvitationRow,
} from './invitation-repository';
import { hashInvitationToken } from './invitation-token';
import { shownName } from './people';
import { countOwnedHotels, findPerson, findTeam, joinHotels } from './repository';
import { recordTeamActivity } from './team-activities';

/**
 * One answer for a link that is wrong, revoked, used or expired, and the same whether the address has an account:
 * the link's holder learns nothing but that it does not work.
 */
const invalidLink = () => new AppError('notFound', teamTexts.invitationInvalid);

const isOpen = (invitation: InvitationRow, now: Date) =>
  !invitation.acceptedAt && !invitation.revokedAt && invitation.expiresAt > now;

async function findOpenInvitation(db: Db, token: string, now: Date) {
  if (!isInvitationToken(token)) throw invalidLink();
  const found = await findInvitationByTokenHash(db, hashInvitationToken(token));
  if (!found || !isOpen(found.invitation, now) || found.hotels.length === 0) throw invalidLink();
  return found;
}

/** What the invitation page shows before anyone signs in: the hotels, who invited, the role and the address. */
export async function previewInvitation(db: Db, token: string, now: Date): Promise<InvitationPreview> {
  const { invitation, hotels, ...inviter } = await findOpenInvitation(db, token, now);
  const teamHotels = invitation.allHotels ? ((await findTeam(db, hotels[0]!.id))?.hotels ?? hotels) : hotels;
  return {
    email: invitation.email,
    role: invitedRole(invitation.role),
    hotels: teamHotels.map((hotel) => hotel.name),
    allHotels: invitation.allHotels,
    chainName: hotels.find((hotel) => hotel.chainName)?.chainName ?? null,
    invitedBy: inviter.inviterEmail
      ? shownName({
          email: inviter.inviterEmail,
          accountName: inviter.inviterAccountName,
          firstName: inviter.inviterFirstName,
          lastName: inviter.inviterLastName,
        })
      : null,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Accepts an invitation for the signed-in account, once: the account's address must be the one invited (any
 * case). The account's address is confirmed already, so accepting need not confirm it: better-auth signs a
 * password account in only once its address is confirmed, Google confirms its own, and an address change takes
 * effect only through a link mailed to the new address. (A sign-up from the invitation page is confirmed by mail
 * first; the confirmation leads back to the invitation, accounts/routes.ts.)
 *
 * The member joins every hotel of the invitation (all of a chain's, now and later, when so invited), keeping the
 * higher role where they already work; a member who owns no hotel has finished onboarding. Answers the hotel to
 * open: the team's first one they joined.
 */
export async function acceptInvitation(
  deps: Pick<AppContext, 'db' | 'log'>,
  account: SessionUser,
  token: string,
  now: Date,
): Promise<InvitationAccepted> {
  const { invitation, hotels } = await findOpenInvitation(deps.db, token, now);
  if (invitation.email.toLowerCase() !== account.email.toLowerCase())
    throw new AppError('forbidden', teamTexts.invitationForAnotherAddress);
  const role = invitedRole(invitation.role);
  const joined = await deps.db.transaction(async (tx) => {
    if (!(await claimInvitation(tx, invitation.id, account.email, now))) throw invalidLink();
    const hotelIds = invitation.allHotels
      ? ((await findTeam(tx, hotels[0]!.id))?.hotels ?? hotels).map((hotel) => hotel.id)
      : hotels.map((hotel) => hotel.id);
    await joinHotels(tx, account.id, hotelIds, role, invitation.allHotels);
    return hotelIds;
  });
  const person = await findPerson(deps.db, account.id);
  const name = person ? shownName(person) : account.email;
  await recordTeamActivity(deps, joined, {
    kind: 'member_joined',
    title: teamTexts.activity.memberJoined(name, teamTexts.roleNames[role]),
    entityId: account.id,
    actorUserId: account.id,
  });
  // The wizard is for a new owner's own hotels: a member who owns none lands on the dashboard from now on, even
  // if they had opened the wizard before joining.
  if ((await countOwnedHotels(deps.db, account.id)) === 0) await completeOnboarding(deps.db, account.id);
  return { hotelId: joined[0]! };
}
