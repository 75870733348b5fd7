import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** One advisory lock per hotel, named apart from the gallery locks (`hotel-gallery:`). */
const lockKey = (hotelId: string) => sql`hashtextextended(${`hotel-image-links:${hotelId}`}, 0)`;

/**
 * Taken (shared) by every change that writes links to a hotel's images: gallery changes, template saves and a
 * restore from the trash. They do not wait for each other. Until the transaction ends.
 *
 * Why: a change checks that its images are in the library and then writes links to them; moving a photo to the
 * trash records its links and takes them out. Row locks alone let the two interleave (the check's FOR KEY SHARE
 * does not wait for the trash's FOR NO KEY UPDATE, and a link written meanwhile is not seen by the trash's
 * delete), leaving a live link to a trashed photo (issue 31, point 4). Taken first, before any row lock, so no
 * change can hold a row the trash waits for while it waits here.
 */
export async function shareHotelImageLinks(tx: Db, hotelId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${lockKey(hotelId)})`);
}

/**
 * Taken (exclusive) by moving photos to the trash: it waits for the link changes under way in the hotel and
 * holds back new ones until its transaction ends, so every link it must record and take out is committed and
 * seen. Until the transaction ends.
 */
export async function holdHotelImageLinks(tx: Db, hotelId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(hotelId)})`);
}
