import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotelMembers, user, userProfiles } from '../../db/schema';
import { personNameColumns } from '../teams/people';

/** A member as the fan-out needs them: who, with which role, and the owner's choice for them (null: none). */
export interface MemberChoice {
  userId: string;
  role: typeof hotelMembers.$inferSelect.role;
  notifyEvents: string[] | null;
}

const choice = {
  userId: hotelMembers.userId,
  role: hotelMembers.role,
  notifyEvents: hotelMembers.notifyEvents,
};

/** Every member of the hotel with their role and choice of events. */
export async function findMemberChoices(db: Db, hotelId: string): Promise<MemberChoice[]> {
  return db.select(choice).from(hotelMembers).where(eq(hotelMembers.hotelId, hotelId));
}

/** The user's memberships as owner, with their choice of events (a failed payment asks them). */
export async function findOwnerChoices(db: Db, userId: string): Promise<MemberChoice[]> {
  return db
    .select(choice)
    .from(hotelMembers)
    .where(and(eq(hotelMembers.userId, userId), eq(hotelMembers.role, 'owner')));
}

/** The hotel's members with their names, the oldest membership first (the service orders them for the page). */
export async function findRecipientRows(db: Db, hotelId: string) {
  return db
    .select({
      ...choice,
      ...personNameColumns,
    })
    .from(hotelMembers)
    .innerJoin(user, eq(user.id, hotelMembers.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, hotelMembers.userId))
    .where(eq(hotelMembers.hotelId, hotelId))
    .orderBy(asc(hotelMembers.createdAt), asc(hotelMembers.userId));
}

/**
 * Stores the owner's choice of events for a member of the hotel, unless their role is no longer `role` (changed
 * meanwhile: the choice was made for the other role); answers whether it was stored. The change is announced as
 * any membership change is (migration 0039), which the bell lists hear.
 */
export async function storeNotifyEvents(
  db: Db,
  member: { hotelId: string; userId: string; role: MemberChoice['role'] },
  events: string[],
) {
  const rows = await db
    .update(hotelMembers)
    .set({ notifyEvents: events })
    .where(
      and(
        eq(hotelMembers.hotelId, member.hotelId),
        eq(hotelMembers.userId, member.userId),
        eq(hotelMembers.role, member.role),
      ),
    )
    .returning({ userId: hotelMembers.userId });
  return rows.length > 0;
}
