import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { assets, roomAssets, rooms } from '../../db/schema';

export type RoomRow = typeof rooms.$inferSelect;

/**
 * Rooms of a hotel with what the list shows of each: the cover's thumbnail (the cover, else the first image)
 * and the image count, in one query whatever the number of rooms. Each room's cover is found through the
 * room_assets index and its thumbnail by the asset's primary key, so the plan stays index lookups per room
 * even without table statistics (PGlite never gathers any).
 */
function roomListQuery(db: Db) {
  const cover = db
    .select({ assetId: roomAssets.assetId })
    .from(roomAssets)
    .where(eq(roomAssets.roomId, rooms.id))
    .orderBy(desc(roomAssets.isCover), asc(roomAssets.displayOrder))
    .limit(1)
    .as('cover');
  return db
    .select({
      room: rooms,
      coverThumbKey: sql<
        string | null
      >`(select ${assets.thumbKey} from ${assets} where ${assets.id} = ${cover.assetId})`,
      imageCount: sql<number>`(select count(*)::int from ${roomAssets} where ${roomAssets.roomId} = ${rooms.id})`,
    })
    .from(rooms)
    .leftJoinLateral(cover, sql`true`);
}

export type RoomListRow = Awaited<ReturnType<typeof findRoomsOfHotel>>[number];

const roomsByName = preparedPerDatabase((db) =>
  roomListQuery(db)
    .where(and(eq(rooms.hotelId, sql.placeholder('hotelId')), isNull(rooms.deletedAt)))
    .orderBy(sql`lower(${rooms.name})`, asc(rooms.createdAt), asc(rooms.id))
    .prepare('rooms_by_name'),
);

const roomsByCreation = preparedPerDatabase((db) =>
  roomListQuery(db)
    .where(and(eq(rooms.hotelId, sql.placeholder('hotelId')), isNull(rooms.deletedAt)))
    .orderBy(asc(rooms.createdAt), asc(rooms.id))
    .prepare('rooms_by_creation'),
);

/** The hotel's rooms by name (content page) or oldest first (rooms page). */
export async function findRoomsOfHotel(db: Db, hotelId: string, order: 'name' | 'created') {
  return (order === 'name' ? roomsByName : roomsByCreation)(db).execute({ hotelId });
}

/** One room as the list shows it. */
export async function findRoomListRow(db: Db, hotelId: string, roomId: string) {
  const [row] = await roomListQuery(db)
    .where(and(eq(rooms.id, roomId), eq(rooms.hotelId, hotelId), isNull(rooms.deletedAt)))
    .limit(1);
  return row;
}

/** The room, locked until the transaction ends: a facts change checks and writes it without another in between. */
export async function findRoomOfHotelForUpdate(db: Db, hotelId: string, roomId: string) {
  const [row] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.hotelId, hotelId), isNull(rooms.deletedAt)))
    .limit(1)
    .for('update');
  return row;
}

export async function findRoomOfHotel(db: Db, hotelId: string, roomId: string) {
  const [row] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.hotelId, hotelId), isNull(rooms.deletedAt)))
    .limit(1);
  return row;
}

export async function insertRoom(db: Db, values: typeof rooms.$inferInsert) {
  const [row] = await db.insert(rooms).values(values).returning();
  if (!row) throw new Error('room insert returned nothing');
  return row;
}

export async function updateRoomRow(
  db: Db,
  hotelId: string,
  roomId: string,
  values: Partial<Omit<RoomRow, 'id' | 'hotelId' | 'createdAt' | 'deletedAt'>>,
) {
  const [row] = await db
    .update(rooms)
    .set(values)
    .where(and(eq(rooms.id, roomId), eq(rooms.hotelId, hotelId), isNull(rooms.deletedAt)))
    .returning({ id: rooms.id });
  return row;
}
