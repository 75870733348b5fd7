import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { hotelAreaInfo } from '../../db/schema';

const areaText = preparedPerDatabase((db) =>
  db
    .select({ text: hotelAreaInfo.text })
    .from(hotelAreaInfo)
    .where(eq(hotelAreaInfo.hotelId, sql.placeholder('hotelId')))
    .limit(1)
    .prepare('area_text'),
);

export async function findAreaText(db: Db, hotelId: string): Promise<string> {
  const [row] = await areaText(db).execute({ hotelId });
  return row?.text ?? '';
}

export async function upsertAreaText(db: Db, hotelId: string, text: string) {
  await db
    .insert(hotelAreaInfo)
    .values({ hotelId, text })
    .onConflictDoUpdate({ target: hotelAreaInfo.hotelId, set: { text, updatedAt: sql`now()` } });
}
