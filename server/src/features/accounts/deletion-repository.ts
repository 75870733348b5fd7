import { and, asc, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotelMembers, hotels, tasks, teamInvitationHotels, teamInvitations } from '../../db/schema';

/**
 * The hotels the user owns on which other members work too (issue 36, part 6), oldest first: an account that owns
 * one of them cannot be deleted before it is handed over or deleted.
 */
export async function findOwnedHotelsWithOtherMembers(db: Db, userId: string) {
  return db
    .select({ id: hotels.id, name: hotels.name })
    .from(hotels)
    .where(
      and(
        eq(hotels.userId, userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(hotelMembers)
            .where(and(eq(hotelMembers.hotelId, hotels.id), ne(hotelMembers.userId, userId))),
        ),
      ),
    )
    .orderBy(asc(hotels.createdAt), asc(hotels.id));
}

/**
 * Locks the user's own hotels until the deleting transaction ends: a member joining one (an insert into
 * hotel_members checks its hotel's row) waits, so the check for other members that follows stays true.
 */
export async function lockOwnedHotels(tx: Db, userId: string) {
  await tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.userId, userId)).for('update');
}

/**
 * The tasks a member wrote in hotels of others stay with those hotels: they pass to each hotel's owner before the
 * member's row goes (tasks.user_id cascades with its user).
 */
export async function handTasksToHotelOwners(tx: Db, userId: string) {
  await tx
    .update(tasks)
    .set({ userId: sql`(select ${hotels.userId} from ${hotels} where ${hotels.id} = ${tasks.hotelId})` })
    .where(
      and(
        eq(tasks.userId, userId),
        inArray(tasks.hotelId, tx.select({ id: hotels.id }).from(hotels).where(ne(hotels.userId, userId))),
      ),
    );
}

/** Pending invitations to the user's own hotels go with them: nobody could join a deleted hotel. */
export async function deleteInvitationsToOwnedHotels(tx: Db, userId: string) {
  await tx
    .delete(teamInvitations)
    .where(
      inArray(
        teamInvitations.id,
        tx
          .select({ id: teamInvitationHotels.invitationId })
          .from(teamInvitationHotels)
          .innerJoin(hotels, eq(hotels.id, teamInvitationHotels.hotelId))
          .where(eq(hotels.userId, userId)),
      ),
    );
}
