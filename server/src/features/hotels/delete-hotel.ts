import type { AppContext } from '../../http/context';
import { deleteHotelRow } from './repository';

type Deps = Pick<AppContext, 'db' | 'storage' | 'log'>;

/** Storage folders that hold a hotel's files. Every feature that stores files under a hotel adds its folder here. */
export const hotelFilePrefixes = (hotelId: string) => [`hotel-assets/${hotelId}/`];

/**
 * Removes a hotel with everything under it: its rows (locations, activities and every later feature's rows
 * go by ON DELETE CASCADE) and its stored files. Rows go first, in one statement, so the product never shows a
 * hotel whose files are gone; a file that cannot be removed is logged.
 */
export async function deleteHotelData({ db, storage, log }: Deps, hotelId: string): Promise<void> {
  await deleteHotelRow(db, hotelId);
  await removeHotelFiles({ storage, log }, hotelId);
}

export async function removeHotelFiles({ storage, log }: Pick<Deps, 'storage' | 'log'>, hotelId: string) {
  for (const prefix of hotelFilePrefixes(hotelId)) {
    await storage
      .deletePrefix(prefix)
      .catch((error: unknown) => log.error({ err: error, prefix }, 'removing hotel files failed'));
  }
}
