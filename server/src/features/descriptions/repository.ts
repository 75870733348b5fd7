import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { hotelDescriptions, roomDescriptions, rooms } from '../../db/schema';

const hotelDescription = preparedPerDatabase((db) =>
  db
    .select()
    .from(hotelDescriptions)
    .where(
      and(
        eq(hotelDescriptions.hotelId, sql.placeholder('hotelId')),
        eq(hotelDescriptions.language, sql.placeholder('language')),
      ),
    )
    .limit(1)
    .prepare('hotel_description'),
);

export async function findHotelDescription(db: Db, hotelId: string, language: string) {
  const [row] = await hotelDescription(db).execute({ hotelId, language });
  return row;
}

/**
 * The order that puts a hotel's or room's main description first: the one in the primary language, else the one
 * written last (a text in another language until the primary one is written). A page shown in another language
 * (the public preview's ?lang=, issue 37) puts that language's first and falls back to the main one.
 */
const mainFirst = (
  table: typeof hotelDescriptions | typeof roomDescriptions,
  primaryLanguage: string,
  shownLanguage = primaryLanguage,
) => [
  ...(shownLanguage === primaryLanguage ? [] : [desc(sql`${table.language} = ${shownLanguage}`)]),
  desc(sql`${table.language} = ${primaryLanguage}`),
  desc(table.updatedAt),
  asc(table.language),
];

/**
 * The hotel's main description: in its primary language, or its newest in another; undefined while none. With
 * `shownLanguage`, that language's where it has one.
 */
export async function findMainHotelDescription(
  db: Db,
  hotelId: string,
  primaryLanguage: string,
  shownLanguage = primaryLanguage,
) {
  const [row] = await db
    .select()
    .from(hotelDescriptions)
    .where(eq(hotelDescriptions.hotelId, hotelId))
    .orderBy(...mainFirst(hotelDescriptions, primaryLanguage, shownLanguage))
    .limit(1);
  return row;
}

/** A room's main description, chosen as the hotel's is. */
export async function findMainRoomDescription(db: Db, roomId: string, primaryLanguage: string) {
  const [row] = await db
    .select()
    .from(roomDescriptions)
    .where(eq(roomDescriptions.roomId, roomId))
    .orderBy(...mainFirst(roomDescriptions, primaryLanguage))
    .limit(1);
  return row;
}

/**
 * Each room's main description text (with `shownLanguage`, that language's where it has one), by room id, for
 * the hotel's rooms not in the trash.
 */
export async function findMainRoomDescriptionTexts(
  db: Db,
  hotelId: string,
  primaryLanguage: string,
  shownLanguage = primaryLanguage,
): Promise<Map<string, string>> {
  const rows = await db
    .selectDistinctOn([roomDescriptions.roomId], {
      roomId: roomDescriptions.roomId,
      content: roomDescriptions.content,
    })
    .from(roomDescriptions)
    .innerJoin(rooms, and(eq(rooms.id, roomDescriptions.roomId), isNull(rooms.deletedAt)))
    .where(eq(rooms.hotelId, hotelId))
    .orderBy(roomDescriptions.roomId, ...mainFirst(roomDescriptions, primaryLanguage, shownLanguage));
  return new Map(rows.map((row) => [row.roomId, row.content]));
}

/** Every language's description of the hotel. */
export async function findHotelDescriptions(db: Db, hotelId: string) {
  return db
    .select({ content: hotelDescriptions.content, language: hotelDescriptions.language })
    .from(hotelDescriptions)
    .where(eq(hotelDescriptions.hotelId, hotelId))
    .orderBy(asc(hotelDescriptions.language));
}

/** Updates the hotel's description in that language, or creates it (one row per hotel and language). */
export async function upsertHotelDescription(db: Db, hotelId: string, language: string, content: string) {
  const [row] = await db
    .insert(hotelDescriptions)
    .values({ hotelId, language, content })
    .onConflictDoUpdate({
      target: [hotelDescriptions.hotelId, hotelDescriptions.language],
      set: { content, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('description upsert returned nothing');
  return row;
}

const roomWithDescription = preparedPerDatabase((db) =>
  db
    .select({ room: rooms, description: roomDescriptions })
    .from(rooms)
    .leftJoin(
      roomDescriptions,
      and(eq(roomDescriptions.roomId, rooms.id), eq(roomDescriptions.language, sql.placeholder('language'))),
    )
    .where(
      and(
        eq(rooms.id, sql.placeholder('roomId')),
        eq(rooms.hotelId, sql.placeholder('hotelId')),
        isNull(rooms.deletedAt),
      ),
    )
    .limit(1)
    .prepare('room_with_description'),
);

/** The room, if it is one of the hotel's, with its description in that language (null while none): one query. */
export async function findRoomWithDescription(db: Db, hotelId: string, roomId: string, language: string) {
  const [row] = await roomWithDescription(db).execute({ hotelId, roomId, language });
  return row;
}

export async function upsertRoomDescription(db: Db, roomId: string, language: string, content: string) {
  const [row] = await db
    .insert(roomDescriptions)
    .values({ roomId, language, content })
    .onConflictDoUpdate({
      target: [roomDescriptions.roomId, roomDescriptions.language],
      set: { content, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('description upsert returned nothing');
  return row;
}

/** The hotel's rooms by name, each with its description in that language (empty while none). */
export async function findRoomsWithDescriptions(db: Db, hotelId: string, language: string) {
  return db
    .select({
      id: rooms.id,
      name: rooms.name,
      type: rooms.type,
      description: sql<string>`coalesce(${roomDescriptions.content}, '')`,
    })
    .from(rooms)
    .leftJoin(
      roomDescriptions,
      and(eq(roomDescriptions.roomId, rooms.id), eq(roomDescriptions.language, language)),
    )
    .where(and(eq(rooms.hotelId, hotelId), isNull(rooms.deletedAt)))
    .orderBy(sql`lower(${rooms.name})`, asc(rooms.createdAt), asc(rooms.id));
}

/** Gives rooms a description in its language where they have none in it (an existing one is kept). */
export async function addMissingRoomDescriptions(
  db: Db,
  values: ReadonlyArray<{ roomId: string; content: string; language: string }>,
) {
  if (values.length === 0) return;
  await db
    .insert(roomDescriptions)
    .values([...values])
    .onConflictDoNothing();
}
