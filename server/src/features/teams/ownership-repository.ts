import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotelMembers, hotels, ownershipOffers } from '../../db/schema';

export type OfferRow = typeof ownershipOffers.$inferSelect;

/** The open offers of the hotels (one per hotel: a team's offer is a row on each of its hotels). */
export async function findOffers(db: Db, hotelIds: string[]): Promise<OfferRow[]> {
  if (hotelIds.length === 0) return [];
  return db.select().from(ownershipOffers).where(inArray(ownershipOffers.hotelId, hotelIds));
}

/** Makes the owner's offer to the member on every hotel of the team, replacing an earlier one. In a transaction. */
export async function replaceOffers(
  tx: Db,
  hotelIds: string[],
  fromUserId: string,
  toUserId: string,
  at: Date,
) {
  await tx.delete(ownershipOffers).where(inArray(ownershipOffers.hotelId, hotelIds));
  await tx
    .insert(ownershipOffers)
    .values(hotelIds.map((hotelId) => ({ hotelId, fromUserId, toUserId, createdAt: at })));
}

/** Withdraws the offers of the hotels; answers how many there were. */
export async function deleteOffers(db: Db, hotelIds: string[]): Promise<number> {
  if (hotelIds.length === 0) return 0;
  const rows = await db
    .delete(ownershipOffers)
    .where(inArray(ownershipOffers.hotelId, hotelIds))
    .returning({ hotelId: ownershipOffers.hotelId });
  return rows.length;
}

/** Withdraws the offers of the hotels made to one member (who leaves or is removed). */
export async function deleteOffersTo(db: Db, hotelIds: string[], toUserId: string) {
  if (hotelIds.length === 0) return;
  await db
    .delete(ownershipOffers)
    .where(and(inArray(ownershipOffers.hotelId, hotelIds), eq(ownershipOffers.toUserId, toUserId)));
}

/**
 * Takes the offers of the hotels made to the member, atomically (of two acceptances at once, one finds them);
 * answers the rows taken.
 */
export async function claimOffers(tx: Db, hotelIds: string[], toUserId: string): Promise<OfferRow[]> {
  if (hotelIds.length === 0) return [];
  return tx
    .delete(ownershipOffers)
    .where(and(inArray(ownershipOffers.hotelId, hotelIds), eq(ownershipOffers.toUserId, toUserId)))
    .returning();
}

/**
 * Hands the hotels from their owner to the member, in the caller's transaction: the owner becomes an admin first
 * (one owner row per hotel is allowed), then the member the owner of each hotel (joining those they did not work
 * on), and hotels.user_id, the payer, follows. A chain's former owner stays on every hotel of it, now and later.
 */
export async function handOverHotels(
  tx: Db,
  hotelIds: string[],
  fromUserId: string,
  toUserId: string,
  isChain: boolean,
) {
  await tx
    .update(hotelMembers)
    // Each role has its own notification defaults (a failed payment is the owner's): a choice made for the
    // other role does not carry over.
    .set({ role: 'admin', allHotels: isChain, notifyEvents: null })
    .where(
      and(
        eq(hotelMembers.userId, fromUserId),
        inArray(hotelMembers.hotelId, hotelIds),
        eq(hotelMembers.role, 'owner'),
      ),
    );
  await tx
    .insert(hotelMembers)
    .values(hotelIds.map((hotelId) => ({ hotelId, userId: toUserId, role: 'owner' as const })))
    .onConflictDoUpdate({
      target: [hotelMembers.hotelId, hotelMembers.userId],
      set: { role: 'owner', allHotels: false, notifyEvents: null },
    });
  await tx.update(hotels).set({ userId: toUserId }).where(inArray(hotels.id, hotelIds));
}
