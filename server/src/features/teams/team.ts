import { hotelTexts } from '@common/hotels/schemas';
import { roleAllows, type MemberRole } from '@common/teams/roles';
import { teamTexts } from '@common/teams/texts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { shownName, type PersonNames } from './people';
import { findMemberships, findTeam, lockTeam, type MemberRow, type TeamRow } from './repository';

/** A member of a team: one entry however many of its hotels they work on. */
export interface TeamMember extends PersonNames {
  userId: string;
  /** Their highest role in the team's hotels (the same in each, unless two invitations crossed). */
  role: MemberRole;
  /** The team's hotels they work on, in the team's order. */
  hotelIds: string[];
  allHotels: boolean;
  lastActiveAt: Date | null;
}

/** A team as its services act on it: its hotels, its members, and the hotels the caller works on. */
export interface LoadedTeam {
  team: TeamRow;
  hotelIds: string[];
  members: TeamMember[];
  /** The team's hotels the caller works on: what they may invite to and whose members they may manage. */
  yourHotelIds: ReadonlySet<string>;
}

const hotelNotFound = () => new AppError('notFound', hotelTexts.hotelNotFound);

/** The team of the hotel in the request's path, read afresh. */
export async function loadTeam(db: Db, caller: { userId: string; hotelId: string }): Promise<LoadedTeam> {
  const team = await findTeam(db, caller.hotelId);
  if (!team) throw hotelNotFound();
  const hotelIds = team.hotels.map((hotel) => hotel.id);
  const members = groupMembers(await findMemberships(db, hotelIds), hotelIds);
  const you = members.find((member) => member.userId === caller.userId);
  return { team, hotelIds, members, yourHotelIds: new Set(you?.hotelIds ?? []) };
}

/**
 * Whether every one of the hotels is among the caller's: a chain member who administers some of its hotels
 * invites to those and manages the members of those only, so no admin can open a hotel they do not work on.
 */
export const covers = (yours: ReadonlySet<string>, hotelIds: readonly string[]) =>
  hotelIds.every((hotelId) => yours.has(hotelId));

export const outsideYourHotels = () => new AppError('forbidden', teamTexts.outsideYourHotels);

/**
 * The hotels an invitation opens, or a member is given. An individual hotel's team: the hotel (naming any other
 * is 404). A chain's: all of them, now and later, or the chosen ones, each of the team (else 404, as for any
 * hotel not the caller's) and one the caller works on (else 403).
 */
export function chosenHotels(team: TeamRow, yours: ReadonlySet<string>, chosen: 'all' | readonly string[]) {
  const teamHotelIds = team.hotels.map((hotel) => hotel.id);
  if (chosen !== 'all' && chosen.some((hotelId) => !teamHotelIds.includes(hotelId)))
    throw new AppError('notFound', hotelTexts.hotelNotFound);
  if (!team.isChain) return { hotelIds: teamHotelIds, allHotels: false };
  if (chosen === 'all') {
    if (!covers(yours, teamHotelIds)) throw outsideYourHotels();
    return { hotelIds: teamHotelIds, allHotels: true };
  }
  if (!covers(yours, chosen)) throw outsideYourHotels();
  return { hotelIds: teamHotelIds.filter((hotelId) => chosen.includes(hotelId)), allHotels: false };
}

/** One entry per member, the owner first and then by name; hotels in the team's order. */
export function groupMembers(rows: MemberRow[], teamHotelIds: string[]): TeamMember[] {
  const order = new Map(teamHotelIds.map((hotelId, index) => [hotelId, index]));
  const byUser = new Map<string, TeamMember>();
  for (const row of rows) {
    const member = byUser.get(row.userId);
    if (!member) {
      byUser.set(row.userId, {
        userId: row.userId,
        email: row.email,
        accountName: row.accountName,
        firstName: row.firstName,
        lastName: row.lastName,
        role: row.role,
        hotelIds: [row.hotelId],
        allHotels: row.allHotels,
        lastActiveAt: row.lastActiveAt,
      });
      continue;
    }
    member.hotelIds.push(row.hotelId);
    if (!roleAllows(member.role, row.role)) member.role = row.role;
    member.allHotels ||= row.allHotels;
    if (row.lastActiveAt && (!member.lastActiveAt || row.lastActiveAt > member.lastActiveAt))
      member.lastActiveAt = row.lastActiveAt;
  }
  const members = [...byUser.values()];
  for (const member of members) member.hotelIds.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  return members.sort(
    (a, b) =>
      Number(b.role === 'owner') - Number(a.role === 'owner') ||
      shownName(a).localeCompare(shownName(b)) ||
      a.userId.localeCompare(b.userId),
  );
}

/**
 * Runs a change of the team in one transaction that holds the team still (lockTeam): the team is read again
 * under the lock, and a hand-over that happened meanwhile answers 409 instead of acting on the former team.
 */
export async function withTeamLocked<T>(
  db: Db,
  hotelId: string,
  work: (tx: Db, team: TeamRow) => Promise<T>,
): Promise<T> {
  const team = await findTeam(db, hotelId);
  if (!team) throw hotelNotFound();
  return db.transaction(async (tx) => {
    await lockTeam(tx, team.ownerId);
    const current = await findTeam(tx, hotelId);
    if (!current) throw hotelNotFound();
    if (current.ownerId !== team.ownerId) throw new AppError('conflict', teamTexts.teamChanged);
    return work(tx, current);
  });
}
