import type {
  OwnershipOfferView,
  TeamHotelView,
  TeamInvitationView,
  TeamMemberView,
  TeamView,
} from '@common/teams/schemas';
import type { Db } from '../../db/client';
import type { CheckedMembership } from './access-check';
import {
  findPendingInvitations,
  removeOldInvitations,
  type InvitationWithHotels,
} from './invitation-repository';
import { findOffers, type OfferRow } from './ownership-repository';
import { personName } from './people';
import { findPerson } from './repository';
import { covers, loadTeam, type LoadedTeam, type TeamMember } from './team';

/** How long an invitation is kept after it was answered or expired. */
const answeredKeptDays = 30;

/**
 * Settings -> Team: the team of the hotel in the path, as an admin or the owner sees it. Invitations answered or
 * expired more than 30 days ago are forgotten first (they only held an address).
 */
export async function getTeam(db: Db, membership: CheckedMembership, now: Date): Promise<TeamView> {
  const loaded = await loadTeam(db, membership);
  const { team, hotelIds, members, yourHotelIds } = loaded;
  await removeOldInvitations(db, hotelIds, new Date(now.getTime() - answeredKeptDays * 24 * 3600_000));
  const [invitations, offers] = await Promise.all([
    findPendingInvitations(db, hotelIds),
    findOffers(db, hotelIds),
  ]);
  return {
    isChain: team.isChain,
    chainName: team.chainName,
    hotels: team.hotels,
    yourHotelIds: hotelIds.filter((hotelId) => yourHotelIds.has(hotelId)),
    canInviteToAll: team.isChain && covers(yourHotelIds, hotelIds),
    members: members.map((member) => presentMember(loaded, member, membership.userId)),
    invitations: invitations.map((invitation) => presentInvitation(invitation, yourHotelIds, now)),
    ownershipOffer: offers[0] ? await presentOffer(db, loaded, offers[0]) : null,
    yourRole: membership.role,
  };
}

export function presentMember(loaded: LoadedTeam, member: TeamMember, callerId: string): TeamMemberView {
  const isYou = member.userId === callerId;
  return {
    userId: member.userId,
    name: personName(member),
    email: member.email,
    role: member.role,
    hotels: hotelsByIds(loaded.team.hotels, member.hotelIds),
    allHotels: member.allHotels,
    lastActiveAt: member.lastActiveAt?.toISOString() ?? null,
    isYou,
    manageable: !isYou && member.role !== 'owner' && covers(loaded.yourHotelIds, member.hotelIds),
  };
}

export function presentInvitation(
  invitation: InvitationWithHotels,
  yourHotelIds: ReadonlySet<string>,
  now: Date,
): TeamInvitationView {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    hotels: invitation.hotels,
    allHotels: invitation.allHotels,
    sentAt: invitation.sentAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    expired: invitation.expiresAt <= now,
    manageable: covers(
      yourHotelIds,
      invitation.hotels.map((hotel) => hotel.id),
    ),
  };
}

/** An open offer as the Team page shows it; the names are read where a party is no member (any more). */
export async function presentOffer(db: Db, loaded: LoadedTeam, offer: OfferRow): Promise<OwnershipOfferView> {
  const person = async (userId: string) =>
    loaded.members.find((member) => member.userId === userId) ?? (await findPerson(db, userId));
  const [to, from] = await Promise.all([person(offer.toUserId), person(offer.fromUserId)]);
  return {
    toUserId: offer.toUserId,
    toName: to ? personName(to) : '',
    toEmail: to?.email ?? '',
    fromName: from ? personName(from) : '',
    fromEmail: from?.email ?? '',
    createdAt: offer.createdAt.toISOString(),
    hotels: loaded.team.hotels,
  };
}

function hotelsByIds(hotels: TeamHotelView[], ids: string[]): TeamHotelView[] {
  const chosen = new Set(ids);
  return hotels.filter((hotel) => chosen.has(hotel.id));
}
