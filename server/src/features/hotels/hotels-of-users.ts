import type { DatabaseHandle, Db } from '../../db/client';
import { RememberedPerUser } from '../../lib/remembered-per-user';
import { findHotelsOfUser, findMemberHotel } from './repository';

type HotelsOfUser = Awaited<ReturnType<typeof findHotelsOfUser>>;

/** Users whose hotels one process keeps at most; a user's list is a few hundred bytes. */
const maxUsers = 20_000;

/**
 * The hotels (with locations) that this process has read, by user: triggers announce every change to a user's
 * hotels and memberships (migrations 0004, 0039), which this process hears before its own write answers, and another process's a
 * moment after its commit (decision 032), so what is kept here is current. Every request under a hotel checks
 * membership; with this, it costs no query.
 */
type RememberedHotels = RememberedPerUser<HotelsOfUser>;

const rememberedByDatabase = new WeakMap<Db, RememberedHotels>();

/** Starts remembering hotels for this database. */
export async function rememberHotelsOfUsers(database: DatabaseHandle) {
  if (rememberedByDatabase.has(database.db)) return;
  const remembered: RememberedHotels = new RememberedPerUser(maxUsers);
  rememberedByDatabase.set(database.db, remembered);
  await database.listen('hotel_changed', remembered.noticeListener());
}

/**
 * The user's hotels with their locations, oldest first: remembered, or read inside a transaction (a handle of
 * its own, which must see its own writes).
 */
export async function hotelsOfUser(db: Db, userId: string): Promise<HotelsOfUser> {
  const remembered = rememberedByDatabase.get(db);
  return remembered
    ? remembered.of(userId, () => findHotelsOfUser(db, userId))
    : findHotelsOfUser(db, userId);
}

/**
 * The hotel and the user's role in it if the user is a member (issue 36): from the remembered hotels where kept,
 * by primary keys otherwise.
 */
export async function membershipOf(db: Db, userId: string, hotelId: string) {
  const remembered = rememberedByDatabase.get(db);
  if (!remembered) return findMemberHotel(db, userId, hotelId);
  return (await remembered.of(userId, () => findHotelsOfUser(db, userId))).find(
    (row) => row.hotel.id === hotelId,
  );
}

/** The hotel row if the user is a member of it, whatever their role (the route's access check decided that). */
export async function memberHotel(db: Db, userId: string, hotelId: string) {
  return (await membershipOf(db, userId, hotelId))?.hotel;
}
