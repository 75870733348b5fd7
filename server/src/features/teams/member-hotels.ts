import { activityTexts } from '@common/activities/texts';
import type { MemberHotelsInput, TeamMemberView } from '@common/teams/schemas';
import { teamTexts } from '@common/teams/texts';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import type { CheckedMembership } from './access-check';
import { shownName } from './people';
import {
  deleteMemberships,
  findMembershipsOfUser,
  joinHotels,
  setAllHotels,
  type TeamRow,
} from './repository';
import { recordTeamActivity } from './team-activities';
import { chosenHotels, covers, groupMembers, loadTeam, outsideYourHotels, withTeamLocked } from './team';
import { presentMember } from './team-view';

type Deps = Pick<AppContext, 'db' | 'log'>;

/**
 * Gives a chain member other hotels of the chain: all of them (also those it adds later) or the chosen ones,
 * keeping their role. Hotels taken away end their access at the next request (the database announces the
 * change); hotels given are opened at once. As with roles, the owner keeps every hotel, nobody changes their
 * own, and a chain admin gives and takes only hotels they work on themselves.
 */
export async function changeMemberHotels(
  deps: Deps,
  membership: CheckedMembership,
  userId: string,
  input: MemberHotelsInput,
): Promise<TeamMemberView> {
  const loaded = await loadTeam(deps.db, membership);
  if (!loaded.team.isChain) throw new AppError('conflict', teamTexts.notAChain);
  const change = await withTeamLocked(deps.db, membership.hotelId, async (tx, team) => {
    const teamHotelIds = team.hotels.map((hotel) => hotel.id);
    // Read again under the team's lock: a removal or another change meanwhile is seen, not undone.
    const [member] = groupMembers(await findMembershipsOfUser(tx, userId, teamHotelIds), teamHotelIds);
    if (!member) throw new AppError('notFound', teamTexts.memberNotFound);
    if (member.role === 'owner') throw new AppError('conflict', teamTexts.ownerHotelsUnchangeable);
    if (member.userId === membership.userId) throw new AppError('forbidden', teamTexts.ownHotelsUnchangeable);
    if (!covers(loaded.yourHotelIds, member.hotelIds)) throw outsideYourHotels();
    const next = chosenHotels(team, loaded.yourHotelIds, input.hotels);
    const added = next.hotelIds.filter((hotelId) => !member.hotelIds.includes(hotelId));
    const taken = member.hotelIds.filter((hotelId) => !next.hotelIds.includes(hotelId));
    await joinHotels(tx, userId, added, member.role, next.allHotels);
    await setAllHotels(tx, userId, next.hotelIds, next.allHotels);
    await deleteMemberships(tx, userId, taken);
    return { team, member, next, touched: [...member.hotelIds, ...added] };
  });
  const { member, next } = change;
  const before = hotelsText(change.team, member.hotelIds, member.allHotels);
  const after = hotelsText(change.team, next.hotelIds, next.allHotels);
  if (before !== after)
    await recordTeamActivity(deps, change.touched, {
      kind: 'member_hotels_changed',
      title: teamTexts.activity.memberHotelsChanged(shownName(member)),
      entityId: member.userId,
      actorUserId: membership.userId,
      changes: [{ field: activityTexts.fields.hotels, before, after }],
    });
  const changed = { ...member, hotelIds: next.hotelIds, allHotels: next.allHotels };
  return presentMember({ ...loaded, team: change.team }, changed, membership.userId);
}

/** A member's hotels as the log writes them: the chain's name for all of them, else one hotel per line. */
function hotelsText(team: TeamRow, hotelIds: readonly string[], allHotels: boolean) {
  if (allHotels)
    return team.chainName ? teamTexts.activity.allHotelsOf(team.chainName) : teamTexts.activity.allHotels;
  return team.hotels
    .filter((hotel) => hotelIds.includes(hotel.id))
    .map((hotel) => hotel.name)
    .join('\n');
}
