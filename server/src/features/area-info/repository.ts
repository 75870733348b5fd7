import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotelAreaInfo } from '../../db/schema';

export async function findAreaText(db: Db, hotelId: string): Promise<string> {
  const [row] = await db
    .select({ text: hotelAreaInfo.text })
    .from(hotelAreaInfo)
    .where(eq(hotelAreaInfo.hotelId, hotelId))
    .limit(1);
  return row?.text ?? '';
}

export async function upsertAreaText(db: Db, hotelId: string, text: string) {
  await db
    .insert(hotelAreaInfo)
    .values({ hotelId, text })
    .onConflictDoUpdate({ target: hotelAreaInfo.hotelId, set: { text, updatedAt: sql`now()` } });
}
