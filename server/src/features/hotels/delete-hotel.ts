import type { AppContext } from '../../http/context';
import type { Db } from '../../db/client';
import { releaseStoredFiles, removePendingFiles } from '../files/pending-files';
import { deleteHotelRow } from './repository';

type Deps = Pick<AppContext, 'db' | 'storage' | 'log'>;

/** Storage folders that hold a hotel's files. Every feature that stores files under a hotel adds its folder here. */
export const hotelFilePrefixes = (hotelId: string) => [`hotel-assets/${hotelId}/`];

/**
 * Removes a hotel with everything under it: its rows (locations, activities and every later feature's rows
 * go by ON DELETE CASCADE) and its stored files. Rows go first, in one statement, so the product never shows a
 * hotel whose files are gone; the same transaction records the hotel's folders as pending files, so they go
 * even when the process dies before removing them. A folder that cannot be removed is logged (and swept later).
 */
export async function deleteHotelData(deps: Deps, hotelId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await deleteHotelRow(tx, hotelId);
    await releaseHotelFiles(tx, hotelId);
  });
  await removeHotelFiles(deps, hotelId);
}

/** In the transaction that deletes hotels' rows: their folders are to be removed (features/files/pending-files.ts). */
export async function releaseHotelFiles(tx: Db, hotelId: string) {
  await releaseStoredFiles(tx, hotelFilePrefixes(hotelId));
}

/** After that transaction: removes the folders, and their pending records. */
export async function removeHotelFiles(deps: Deps, hotelId: string) {
  await removePendingFiles(deps, hotelFilePrefixes(hotelId));
}
