import { eq, sql } from 'drizzle-orm';
import type { HotelPolicies } from '@common/content/policies';
import type { Db } from '../../db/client';
import { hotelPolicies } from '../../db/schema';

type PolicyRow = typeof hotelPolicies.$inferSelect;
type PolicyColumns = Omit<typeof hotelPolicies.$inferInsert, 'hotelId' | 'updatedAt'>;

/** The hotel's policies row, or undefined while none was ever saved. */
export async function findHotelPolicies(db: Db, hotelId: string): Promise<PolicyRow | undefined> {
  const [row] = await db.select().from(hotelPolicies).where(eq(hotelPolicies.hotelId, hotelId));
  return row;
}

/** Writes the given columns of the hotel's policies, creating the row when it has none. */
export async function upsertHotelPolicies(db: Db, hotelId: string, columns: PolicyColumns) {
  await db
    .insert(hotelPolicies)
    .values({ hotelId, ...columns })
    .onConflictDoUpdate({ target: hotelPolicies.hotelId, set: { ...columns, updatedAt: sql`now()` } });
}

export const columnsOf = (policies: HotelPolicies): PolicyColumns => ({
  pets: policies.pets,
  smoking: policies.smoking,
  parties: policies.parties,
  children: policies.children,
  checkInFrom: policies.checkIn.from,
  checkInUntil: policies.checkIn.until,
  checkOutFrom: policies.checkOut.from,
  checkOutUntil: policies.checkOut.until,
});
