import type { InviteMemberInput, TeamInvitationView } from '@common/teams/schemas';
import { teamTexts } from '@common/teams/texts';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../http/context';
import { isUuid } from '../hotels/service';
import type { CheckedMembership } from './access-check';
import {
  findPendingInvitation,
  findPendingInvitations,
  insertInvitation,
  renewInvitation,
  replaceInvitation,
  revokeInvitationRow,
  type InvitationWithHotels,
} from './invitation-repository';
import { invitationExpiry, sendInvitationMail } from './invitation-mail';
import { newInvitationToken } from './invitation-token';
import { shownName } from './people';
import { isMemberByEmail } from './repository';
import { recordTeamActivity } from './team-activities';
import { chosenHotels, covers, loadTeam, outsideYourHotels, withTeamLocked, type LoadedTeam } from './team';
import { presentInvitation } from './team-view';

type Deps = Pick<AppContext, 'db' | 'log' | 'mailer' | 'config'>;

const invitationNotFound = () => new AppError('notFound', teamTexts.invitationNotFound);

/**
 * Invites an address to the team: to the hotel, or for a chain to all of its hotels (also those added later) or
 * to some; only hotels the inviter works on. Someone already in the team answers 409; an address with a pending
 * invitation gets a new one in its place (the old link stops working). The link goes out by mail; only its
 * token's hash is kept.
 */
export async function inviteMember(
  deps: Deps,
  membership: CheckedMembership,
  input: InviteMemberInput,
  now: Date,
): Promise<TeamInvitationView> {
  const loaded = await loadTeam(deps.db, membership);
  const email = input.email.toLowerCase();
  const { token, tokenHash } = newInvitationToken();
  const { invitationId, invited } = await withTeamLocked(deps.db, membership.hotelId, async (tx, team) => {
    const invited = chosenHotels(team, loaded.yourHotelIds, input.hotels);
    const teamHotelIds = team.hotels.map((hotel) => hotel.id);
    if (await isMemberByEmail(tx, email, teamHotelIds))
      throw new AppError('conflict', teamTexts.alreadyMember(input.email));
    const values = {
      email,
      role: input.role,
      allHotels: invited.allHotels,
      invitedBy: membership.userId,
      tokenHash,
      expiresAt: invitationExpiry(now),
      sentAt: now,
      hotelIds: invited.hotelIds,
    };
    const pending = (await findPendingInvitations(tx, teamHotelIds)).find((entry) => entry.email === email);
    if (pending) {
      await replaceInvitation(tx, pending.id, values);
      return { invitationId: pending.id, invited };
    }
    return { invitationId: await insertInvitation(tx, values), invited };
  });
  const invitation = await requireInvitation(deps, loaded, invitationId);
  await mailInvitation(deps, loaded, membership, invitation, token);
  await recordTeamActivity(deps, invited.hotelIds, {
    kind: 'member_invited',
    title: teamTexts.activity.memberInvited(email, teamTexts.roleNames[input.role]),
    entityId: invitationId,
    actorUserId: membership.userId,
  });
  return presentInvitation(invitation, loaded.yourHotelIds, now);
}

/** 'Resend': a new link, valid 7 days from now, mailed again; the old link stops working. */
export async function resendInvitation(
  deps: Deps,
  membership: CheckedMembership,
  invitationId: string,
  now: Date,
): Promise<TeamInvitationView> {
  const loaded = await loadTeam(deps.db, membership);
  const invitation = await requireManageableInvitation(deps, loaded, invitationId);
  const { token, tokenHash } = newInvitationToken();
  const renewed = { tokenHash, expiresAt: invitationExpiry(now), sentAt: now };
  if (!(await renewInvitation(deps.db, invitation.id, renewed))) throw invitationNotFound();
  await mailInvitation(deps, loaded, membership, invitation, token);
  await recordTeamActivity(deps, idsOf(invitation), {
    kind: 'member_invited',
    title: teamTexts.activity.invitationResent(invitation.email),
    entityId: invitation.id,
    actorUserId: membership.userId,
  });
  return presentInvitation({ ...invitation, ...renewed }, loaded.yourHotelIds, now);
}

/** 'Revoke': the invitation's link stops working at once. */
export async function revokeInvitation(
  deps: Deps,
  membership: CheckedMembership,
  invitationId: string,
  now: Date,
) {
  const loaded = await loadTeam(deps.db, membership);
  const invitation = await requireManageableInvitation(deps, loaded, invitationId);
  if (!(await revokeInvitationRow(deps.db, invitation.id, now))) throw invitationNotFound();
  await recordTeamActivity(deps, idsOf(invitation), {
    kind: 'invitation_revoked',
    title: teamTexts.activity.invitationRevoked(invitation.email),
    entityId: invitation.id,
    actorUserId: membership.userId,
  });
}

async function requireInvitation(deps: Deps, loaded: LoadedTeam, invitationId: string) {
  const invitation = isUuid(invitationId)
    ? await findPendingInvitation(deps.db, invitationId, loaded.hotelIds)
    : undefined;
  if (!invitation) throw invitationNotFound();
  return invitation;
}

async function requireManageableInvitation(deps: Deps, loaded: LoadedTeam, invitationId: string) {
  const invitation = await requireInvitation(deps, loaded, invitationId);
  if (!covers(loaded.yourHotelIds, idsOf(invitation))) throw outsideYourHotels();
  return invitation;
}

async function mailInvitation(
  deps: Deps,
  loaded: LoadedTeam,
  membership: CheckedMembership,
  invitation: InvitationWithHotels,
  token: string,
) {
  const inviter = loaded.members.find((member) => member.userId === membership.userId);
  await sendInvitationMail(
    { mailer: deps.mailer, appUrl: deps.config.appUrl, log: deps.log },
    {
      to: invitation.email,
      token,
      role: invitation.role,
      inviter: inviter ? shownName(inviter) : '',
      hotels: invitation.hotels.map((hotel) => hotel.name),
      allHotels: invitation.allHotels,
      chainName: loaded.team.chainName,
    },
  );
}

const idsOf = (invitation: InvitationWithHotels) => invitation.hotels.map((hotel) => hotel.id);
