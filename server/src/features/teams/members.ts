import { activityTexts } from '@common/activities/texts';
import type { AssignableRole } from '@common/teams/roles';
import type { TeamMemberView } from '@common/teams/schemas';
import { teamTexts } from '@common/teams/texts';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import type { CheckedMembership } from './access-check';
import { deleteOffersTo } from './ownership-repository';
import { shownName } from './people';
import { deleteMemberships, updateMemberRole } from './repository';
import { recordTeamActivity } from './team-activities';
import { covers, loadTeam, outsideYourHotels, type LoadedTeam } from './team';
import { presentMember } from './team-view';

type Deps = Pick<AppContext, 'db' | 'log'>;

function requireMember(loaded: LoadedTeam, userId: string) {
  const member = loaded.members.find((entry) => entry.userId === userId);
  if (!member) throw new AppError('notFound', teamTexts.memberNotFound);
  return member;
}

/**
 * Gives a member another role in every hotel of the team they work on. The owner keeps theirs (ownership is
 * handed over, never given), nobody changes their own, and a chain admin changes only members of hotels they
 * work on too.
 */
export async function changeMemberRole(
  deps: Deps,
  membership: CheckedMembership,
  userId: string,
  role: AssignableRole,
): Promise<TeamMemberView> {
  const loaded = await loadTeam(deps.db, membership);
  const member = requireMember(loaded, userId);
  if (member.role === 'owner') throw new AppError('conflict', teamTexts.ownerCannotBeChanged);
  if (member.userId === membership.userId) throw new AppError('forbidden', teamTexts.ownRoleUnchangeable);
  if (!covers(loaded.yourHotelIds, member.hotelIds)) throw outsideYourHotels();
  if (member.role !== role) {
    const changed = await updateMemberRole(deps.db, userId, member.hotelIds, role);
    const [before, after] = [teamTexts.roleNames[member.role], teamTexts.roleNames[role]];
    await recordTeamActivity(deps, changed, {
      kind: 'member_role_changed',
      title: teamTexts.activity.memberRoleChanged(shownName(member), before, after),
      entityId: member.userId,
      actorUserId: membership.userId,
      changes: [{ field: activityTexts.fields.role, before, after }],
    });
  }
  return presentMember(loaded, { ...member, role }, membership.userId);
}

/**
 * Takes a member out of every hotel of the team: the database announces it, so their next request under any of
 * them answers 404. The owner cannot be removed; removing oneself is leaving.
 */
export async function removeMember(deps: Deps, membership: CheckedMembership, userId: string) {
  if (userId === membership.userId) return leaveTeam(deps, membership);
  const loaded = await loadTeam(deps.db, membership);
  const member = requireMember(loaded, userId);
  if (member.role === 'owner') throw new AppError('conflict', teamTexts.ownerCannotBeRemoved);
  if (!covers(loaded.yourHotelIds, member.hotelIds)) throw outsideYourHotels();
  const left = await deleteMemberships(deps.db, userId, member.hotelIds);
  await deleteOffersTo(deps.db, loaded.hotelIds, userId);
  await recordTeamActivity(deps, left, {
    kind: 'member_removed',
    title: teamTexts.activity.memberRemoved(shownName(member)),
    entityId: member.userId,
    actorUserId: membership.userId,
  });
}

/** The signed-in member leaves the team (every hotel of it); the owner hands over first. */
export async function leaveTeam(deps: Deps, membership: CheckedMembership) {
  const loaded = await loadTeam(deps.db, membership);
  const member = requireMember(loaded, membership.userId);
  if (member.role === 'owner') throw new AppError('conflict', teamTexts.ownerCannotLeave);
  const left = await deleteMemberships(deps.db, member.userId, member.hotelIds);
  await deleteOffersTo(deps.db, loaded.hotelIds, member.userId);
  await recordTeamActivity(deps, left, {
    kind: 'member_removed',
    title: teamTexts.activity.memberLeft(shownName(member)),
    entityId: member.userId,
    actorUserId: membership.userId,
  });
}
