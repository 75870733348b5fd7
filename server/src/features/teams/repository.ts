import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AssignableRole, MemberRole } from '@common/teams/roles';
import type { Db } from '../../db/client';
import { hotelMembers, hotels, user, userProfiles } from '../../db/schema';
import { personNameColumns } from './people';

/** Writes when a member was last active under a hotel (not announced: it changes no access, migration 0039). */
export async function touchLastActive(db: Db, hotelId: string, userId: string, at: Date) {
  await db
    .update(hotelMembers)
    .set({ lastActiveAt: at })
    .where(and(eq(hotelMembers.hotelId, hotelId), eq(hotelMembers.userId, userId)));
}

/** The hotels of one team, oldest first, with who owns them. */
export interface TeamRow {
  ownerId: string;
  isChain: boolean;
  chainName: string | null;
  hotels: { id: string; name: string }[];
}

const base = alias(hotels, 'base_hotel');

/**
 * The team a hotel belongs to: the hotels its owner owns of the same kind, so an individual hotel's team is the
 * hotel alone and a chain's is every chain hotel of its owner (a hotel handed over to the owner of a chain keeps
 * its own team). Undefined for an unknown hotel.
 */
export async function findTeam(db: Db, hotelId: string): Promise<TeamRow | undefined> {
  const rows = await db
    .select({
      id: hotels.id,
      name: hotels.name,
      chainName: hotels.chainName,
      ownerId: base.userId,
      type: base.type,
    })
    .from(base)
    .innerJoin(
      hotels,
      and(
        eq(hotels.userId, base.userId),
        or(eq(hotels.id, base.id), and(eq(base.type, 'chain'), eq(hotels.type, 'chain'))),
      ),
    )
    .where(eq(base.id, hotelId))
    .orderBy(asc(hotels.createdAt), asc(hotels.id));
  const [first] = rows;
  if (!first) return undefined;
  return {
    ownerId: first.ownerId,
    isChain: first.type === 'chain',
    chainName: rows.find((row) => row.chainName)?.chainName ?? null,
    hotels: rows.map(({ id, name }) => ({ id, name })),
  };
}

/**
 * Holds one team still until the transaction ends: invitations, hand-overs and joins of one team take turns, so
 * two at once cannot both pass their checks (named by the owner, whose hotels make the team).
 */
export async function lockTeam(tx: Db, ownerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`team:${ownerId}`}, 0))`);
}

/** One membership of a team's hotel, with the member's account and profile names. */
export interface MemberRow {
  userId: string;
  hotelId: string;
  role: MemberRole;
  allHotels: boolean;
  lastActiveAt: Date | null;
  email: string;
  accountName: string;
  firstName: string | null;
  lastName: string | null;
}

/** Every membership of the given hotels (a chain member has one per hotel). */
export async function findMemberships(db: Db, hotelIds: string[]): Promise<MemberRow[]> {
  if (hotelIds.length === 0) return [];
  return db
    .select({
      userId: hotelMembers.userId,
      hotelId: hotelMembers.hotelId,
      role: hotelMembers.role,
      allHotels: hotelMembers.allHotels,
      lastActiveAt: hotelMembers.lastActiveAt,
      ...personNameColumns,
    })
    .from(hotelMembers)
    .innerJoin(user, eq(user.id, hotelMembers.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, hotelMembers.userId))
    .where(inArray(hotelMembers.hotelId, hotelIds));
}

/** The memberships of one user among the given hotels. */
export async function findMembershipsOfUser(db: Db, userId: string, hotelIds: string[]) {
  if (hotelIds.length === 0) return [];
  return (await findMemberships(db, hotelIds)).filter((row) => row.userId === userId);
}

/** Whether an account with this address (any case) works on one of the hotels. */
export async function isMemberByEmail(db: Db, email: string, hotelIds: string[]): Promise<boolean> {
  if (hotelIds.length === 0) return false;
  const [row] = await db
    .select({ userId: hotelMembers.userId })
    .from(hotelMembers)
    .innerJoin(user, eq(user.id, hotelMembers.userId))
    .where(and(inArray(hotelMembers.hotelId, hotelIds), sql`lower(${user.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row !== undefined;
}

/** A member's rows of the hotels, never an owner's: the team's changes leave ownership to the hand-over. */
const memberRowsBesidesOwner = (userId: string, hotelIds: string[]) =>
  and(
    eq(hotelMembers.userId, userId),
    inArray(hotelMembers.hotelId, hotelIds),
    ne(hotelMembers.role, 'owner'),
  );

/** Gives a member another role in the hotels (never the owner's row); answers the hotels changed. */
export async function updateMemberRole(db: Db, userId: string, hotelIds: string[], role: AssignableRole) {
  if (hotelIds.length === 0) return [];
  const rows = await db
    .update(hotelMembers)
    .set({ role })
    .where(memberRowsBesidesOwner(userId, hotelIds))
    .returning({ hotelId: hotelMembers.hotelId });
  return rows.map((row) => row.hotelId);
}

/**
 * Takes a member out of the hotels (never the owner's row): the database announces it, so their next request
 * under one of them is refused. Answers the hotels they left.
 */
export async function deleteMemberships(db: Db, userId: string, hotelIds: string[]) {
  if (hotelIds.length === 0) return [];
  const rows = await db
    .delete(hotelMembers)
    .where(memberRowsBesidesOwner(userId, hotelIds))
    .returning({ hotelId: hotelMembers.hotelId });
  return rows.map((row) => row.hotelId);
}

/**
 * Says whether a chain member works on all of its hotels (also those it adds later, migration 0039's trigger) in
 * each of their rows of the hotels; never the owner's row.
 */
export async function setAllHotels(db: Db, userId: string, hotelIds: string[], allHotels: boolean) {
  if (hotelIds.length === 0) return;
  await db.update(hotelMembers).set({ allHotels }).where(memberRowsBesidesOwner(userId, hotelIds));
}

/**
 * Makes the user a member of each hotel with the role; one who already works on a hotel keeps the higher of the
 * two roles (the enum is declared from owner down to viewer, so the lesser value is the higher role).
 */
export async function joinHotels(
  db: Db,
  userId: string,
  hotelIds: string[],
  role: AssignableRole,
  allHotels: boolean,
) {
  if (hotelIds.length === 0) return;
  await db
    .insert(hotelMembers)
    .values(hotelIds.map((hotelId) => ({ hotelId, userId, role, allHotels })))
    .onConflictDoUpdate({
      target: [hotelMembers.hotelId, hotelMembers.userId],
      set: {
        role: sql`least(${hotelMembers.role}, excluded.role)`,
        allHotels: sql`${hotelMembers.allHotels} or (excluded.all_hotels and ${hotelMembers.role} <> 'owner')`,
      },
    });
}

/** The hotels the user owns: the onboarding of a member who owns none is over once they join. */
export async function countOwnedHotels(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(hotels)
    .where(eq(hotels.userId, userId));
  return row?.count ?? 0;
}

/** The names and address of an account (its profile's name first), or undefined when it is gone. */
export async function findPerson(db: Db, userId: string) {
  const [row] = await db
    .select(personNameColumns)
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return row;
}
