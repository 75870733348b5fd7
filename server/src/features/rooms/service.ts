import type { z } from 'zod';
import { normalizeRoomType } from '@common/rooms/room-types';
import type { RoomView, roomCreateSchema, roomUpdateSchema } from '@common/rooms/schemas';
import { roomTexts } from '@common/rooms/texts';
import { activityTexts } from '@common/activities/texts';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import type { RememberedAnswers } from '../../lib/remembered-answers';
import { recordActivity } from '../activities/service';
import { isUuid, requireMemberHotel } from '../hotels/service';
import {
  findRoomListRow,
  findRoomOfHotel,
  findRoomOfHotelForUpdate,
  findRoomsOfHotel,
  insertRoom,
  updateRoomRow,
  type RoomRow,
} from './repository';
import { assertFactsAgree, factsOfNewRoom, factsOfRoom, sentFacts } from './room-facts';
import { roomChanges } from './room-changes';
import { presentRoom } from './room-view';

type Deps = Pick<AppContext, 'db' | 'storage'>;
type ReadDeps = Deps & { answers: RememberedAnswers };
type Db = AppContext['db'];

/**
 * The hotel's rooms with cover thumbnail and image count, by name or oldest first. Remembered per content and
 * assets version of the hotel, so repeated reads of unchanged rooms cost no query.
 */
export async function listRooms(
  { db, storage, answers }: ReadDeps,
  userId: string,
  hotelId: string,
  order: 'name' | 'created',
): Promise<{ rooms: RoomView[] }> {
  const hotel = await requireMemberHotel(db, userId, hotelId);
  const key = [hotelId, hotel.contentVersion, hotel.assetsVersion, 'rooms', order];
  return answers.remember(key, async () => {
    const rows = await findRoomsOfHotel(db, hotelId, order);
    return { rooms: rows.map((row) => presentRoom(storage, row)) };
  });
}

/**
 * Adds a room, with whatever facts were sent; the schema has trimmed the name. The type is normalized here as well: the schema's default for a
 * missing type is applied after its transform (zod), so it arrives as ''.
 */
export async function createRoom(
  { db }: Deps,
  userId: string,
  hotelId: string,
  input: z.output<typeof roomCreateSchema>,
): Promise<RoomView> {
  await requireMemberHotel(db, userId, hotelId);
  const facts = sentFacts(input);
  assertFactsAgree(factsOfNewRoom({}), facts);
  const room = await insertRoom(db, {
    hotelId,
    name: input.name,
    type: normalizeRoomType(input.type),
    ...facts,
  });
  return {
    id: room.id,
    name: room.name,
    type: room.type,
    coverThumbUrl: null,
    imageCount: 0,
    createdAt: room.createdAt.toISOString(),
    facts: factsOfRoom(room),
  };
}

/**
 * Renames, retypes or states facts of a room of the user's hotel. Facts sent alone are checked together with the
 * stored ones (children above the guests answers 400), in one transaction holding the room, so two half-sent
 * changes cannot pass each other's check.
 */
export async function updateRoom(
  deps: Deps & Pick<AppContext, 'log'>,
  userId: string,
  hotelId: string,
  roomId: string,
  input: z.output<typeof roomUpdateSchema>,
): Promise<RoomView> {
  const { db, storage } = deps;
  await requireMemberHotel(db, userId, hotelId);
  if (!isUuid(roomId)) throw new AppError('notFound', roomTexts.notFound);
  const facts = sentFacts(input);
  const values = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.type !== undefined ? { type: input.type } : {}),
    ...facts,
  };
  // The room as it was, read under the lock the update holds: what the log shows as before.
  const stored = await db.transaction(async (tx) => {
    const locked = await findRoomOfHotelForUpdate(tx, hotelId, roomId);
    if (!locked) throw new AppError('notFound', roomTexts.notFound);
    assertFactsAgree(factsOfRoom(locked), facts);
    if (!(await updateRoomRow(tx, hotelId, roomId, values)))
      throw new AppError('notFound', roomTexts.notFound);
    return locked;
  });
  const row = await findRoomListRow(db, hotelId, roomId);
  if (!row) throw new AppError('notFound', roomTexts.notFound);
  const changes = roomChanges(stored, { ...stored, ...values });
  if (changes.length > 0)
    await recordActivity(deps, {
      hotelId,
      kind: 'room_update',
      title: activityTexts.roomUpdated(row.room.name),
      entityId: roomId,
      actorUserId: userId,
      changes,
    });
  return presentRoom(storage, row);
}

/**
 * The room if it belongs to the user's hotel, for every feature that works under a room. Another hotel's room,
 * an unknown or a malformed id answers 404.
 */
export async function requireRoom(db: Db, userId: string, hotelId: string, roomId: string): Promise<RoomRow> {
  await requireMemberHotel(db, userId, hotelId);
  const room = isUuid(roomId) ? await findRoomOfHotel(db, hotelId, roomId) : undefined;
  if (!room) throw new AppError('notFound', roomTexts.notFound);
  return room;
}

/**
 * The hotel's rooms by name with their cover thumbnails, for the public preview of a published template: the
 * caller has established that the hotel shows them publicly (no ownership check here).
 */
export async function roomsOfHotel({ db, storage }: Deps, hotelId: string): Promise<RoomView[]> {
  return (await findRoomsOfHotel(db, hotelId, 'name')).map((row) => presentRoom(storage, row));
}
