import { importTexts } from '@common/import/texts';
import { limits } from '@common/limits';
import type { RoomFacts } from '@common/rooms/room-facts';
import type { Db } from '../../db/client';
import { shareHotelImageLinks } from '../../db/image-links-lock';
import { ImportFailure } from '../../integrations/booking/import-failure';
import type { PropertyListing } from '../../integrations/booking/listing';
import { storedKeyList, type StoredKeys } from '../assets/asset-files';
import { writeImportedDescriptions } from '../descriptions/service';
import { claimStoredFiles } from '../files/pending-files';
import { restoreReusedAssets } from '../trash/restore-asset';
import {
  findSwitchableFeatures,
  insertOwnFeatures,
  mergeImportedPolicies,
  switchOnHotelFeatures,
} from '../hotel-features/service';
import { writeHotelFacts } from './write-hotel-facts';
import { matchFacilities } from './facility-match';
import { splitPolicies } from './policy-titles';
import type { PhotoPlan } from './photo-plan';
import type { PreparedPhoto } from './prepare-photos';
import {
  addAssetTags,
  findHotelRooms,
  insertImportedAssets,
  insertRooms,
  lockHotel,
  renameHotel,
  updateBookingRoomIds,
} from './repository';
import { guessRoomType } from './room-type-guess';

export interface CoreWritten {
  hotelName: string;
  /** Per prepared photo, its asset id (new or the one the hotel had). */
  assetIds: string[];
  /** Per listing room, its room id (new or the one an earlier import made). */
  roomIds: string[];
  photosImported: number;
  roomsAdded: number;
  featuresMatched: number;
  featuresAdded: number;
  /**
   * Files stored for photos that the hotel got meanwhile by another way: still pending, to be removed after the
   * commit.
   */
  unusedFiles: StoredKeys[];
}

export interface CoreOptions {
  /**
   * Add only what is missing (the website import): the hotel keeps its name and its description in the language
   * the import's is written in, as typed in onboarding or written since; without it the marketplace's name and
   * description (in that language) replace them (spec).
   */
  keepExisting: boolean;
}

/**
 * The import's core, in one transaction (spec part 1, sections 3 and 9): the hotel's name, its description (in
 * the language it is written in), the photos as assets with their tags, the rooms with their marketplace ids and
 * descriptions, and the facilities switched on. Either all of it is written or none of it.
 */
export async function writeImportCore(
  db: Db,
  hotelId: string,
  listing: PropertyListing,
  photos: readonly PreparedPhoto[],
  plan: PhotoPlan,
  options: CoreOptions = { keepExisting: false },
): Promise<CoreWritten> {
  return db.transaction(async (tx) => {
    // Before the hotel's row: a photo reused from the trash is restored below, a change of image links that
    // the trash takes turns with (db/image-links-lock.ts), and the trash raises the hotel's row after it.
    await shareHotelImageLinks(tx, hotelId);
    const hotel = await lockHotel(tx, hotelId);
    if (!hotel)
      throw new ImportFailure(importTexts.createHotelFailed, 'the hotel was deleted during the import');
    const rename = !options.keepExisting && listing.name !== null && listing.name !== hotel.name;
    const hotelName = rename && listing.name ? listing.name : hotel.name;
    if (rename) await renameHotel(tx, hotelId, hotelName);
    await writeHotelFacts(tx, hotelId, listing.hotelFacts);

    const assets = await writeAssets(tx, hotelId, hotelName, photos, plan);
    const rooms = await writeRooms(tx, hotelId, listing);
    await writeImportedDescriptions(
      tx,
      hotel,
      listing.description,
      listing.rooms.flatMap((room, position) =>
        room.description ? [{ roomId: rooms.roomIds[position] as string, content: room.description }] : [],
      ),
      { keepHotelDescription: options.keepExisting },
    );
    const features = await writeFeatures(tx, hotelId, listing);
    return { hotelName, ...assets, ...rooms, ...features };
  });
}

async function writeAssets(
  tx: Db,
  hotelId: string,
  hotelName: string,
  photos: readonly PreparedPhoto[],
  plan: PhotoPlan,
) {
  const rows = photos.flatMap((prepared, position) => {
    const files = prepared.files;
    if (!files) return [];
    const category = plan.photos[position]?.category ?? 'Property';
    return [
      {
        hotelId,
        name: prepared.photo.altText ?? photoName(hotelName, position),
        category,
        storageKey: files.keys.original,
        thumbKey: files.keys.thumb,
        galleryKey: files.keys.gallery,
        mimeType: files.mimeType,
        size: files.size,
        width: files.width,
        height: files.height,
        hash: prepared.sha256,
        perceptualHash: files.perceptualHash,
      },
    ];
  });
  const { inserted, existing } = await insertImportedAssets(tx, hotelId, rows);
  // The new rows own their files from this commit on; the others' files stay pending until removed.
  await claimStoredFiles(
    tx,
    photos.flatMap((prepared) =>
      prepared.files && inserted.has(prepared.sha256) ? storedKeyList(prepared.files.keys) : [],
    ),
  );
  const assetIds = photos.map(
    (prepared) =>
      (prepared.existingAssetId ?? inserted.get(prepared.sha256) ?? existing.get(prepared.sha256)) as string,
  );
  // A photo whose identical file is in the trash comes back with it, as an upload of it does: the import links
  // it into galleries, which must not show a photo the library hides (issue 31, point 4).
  await restoreReusedAssets(tx, hotelId, assetIds);
  await addAssetTags(
    tx,
    photos.flatMap((_, position) =>
      (plan.photos[position]?.tags ?? []).map((tag) => ({ assetId: assetIds[position] as string, tag })),
    ),
  );
  // Photos whose row was not inserted here (the hotel got the same bytes meanwhile) leave their files unused.
  const unusedFiles = photos.flatMap((prepared) =>
    prepared.files && !inserted.has(prepared.sha256) ? [prepared.files.keys] : [],
  );
  return { assetIds, photosImported: inserted.size, unusedFiles };
}

/** Without an alt text a photo is named after the hotel and its place in the listing. */
const photoName = (hotelName: string, position: number) =>
  `${hotelName} photo ${position + 1}`.slice(0, limits.assetNameMaxLength);

/**
 * Rooms an earlier import made (found by a marketplace id) are kept as the user left them; the rest are added. A
 * room without marketplace ids (from a website) is found by its name among all the hotel's rooms, so importing a
 * site twice, or a site whose rooms the user already added, adds none twice.
 */
async function writeRooms(tx: Db, hotelId: string, listing: PropertyListing) {
  const known = await findHotelRooms(tx, hotelId);
  const roomOfBookingId = new Map<string, { id: string; ids: string[] }>();
  const roomOfName = new Map(known.map((room) => [room.name.toLowerCase(), room.id]));
  for (const room of known) {
    const entry = { id: room.id, ids: splitIds(room.bookingRoomIds) };
    for (const id of entry.ids) roomOfBookingId.set(id, entry);
  }
  const roomIds: string[] = [];
  const toAdd: Array<{
    position: number;
    name: string;
    type: string;
    bookingRoomIds: string | null;
    facts?: Partial<RoomFacts>;
  }> = [];
  for (const [position, room] of listing.rooms.entries()) {
    const sameName = room.bookingIds.length === 0 ? roomOfName.get(room.name.toLowerCase()) : undefined;
    if (sameName) {
      roomIds[position] = sameName;
      continue;
    }
    const existing = room.bookingIds.map((id) => roomOfBookingId.get(id)).find(Boolean);
    if (existing) {
      const ids = [...new Set([...existing.ids, ...room.bookingIds])];
      if (ids.length !== existing.ids.length) await updateBookingRoomIds(tx, existing.id, ids.join(','));
      roomIds[position] = existing.id;
    } else {
      toAdd.push({
        position,
        name: room.name,
        type: guessRoomType(room.name),
        bookingRoomIds: room.bookingIds.length > 0 ? room.bookingIds.join(',') : null,
        // Only a room the import adds takes the source's facts: one already there keeps what the user stated.
        facts: room.facts,
      });
    }
  }
  const added = await insertRooms(tx, hotelId, toAdd);
  toAdd.forEach((room, index) => (roomIds[room.position] = added[index] as string));
  return { roomIds, roomsAdded: added.length };
}

const splitIds = (text: string | null) => (text ?? '').split(',').filter((id) => id !== '');

/**
 * Policies (pets, check-in times...) into the hotel's policies where it states none yet; facilities matched to
 * the catalogue (or the hotel's own entries), the rest added as its own; all switched on.
 */
async function writeFeatures(tx: Db, hotelId: string, listing: PropertyListing) {
  const { facilities, policies } = splitPolicies(listing.facilities);
  const policiesTaken = await mergeImportedPolicies(tx, hotelId, policies);
  const known = await findSwitchableFeatures(tx, hotelId);
  const matches = matchFacilities(
    facilities,
    known.filter((feature) => feature.hotelId === null),
    known.filter((feature) => feature.hotelId !== null),
  );
  const addedIds = await insertOwnFeatures(
    tx,
    hotelId,
    matches.added.map((entry) => ({ name: entry.title, subcategoryId: entry.subcategoryId })),
  );
  await switchOnHotelFeatures(tx, hotelId, [...matches.matched.map((match) => match.featureId), ...addedIds]);
  return { featuresMatched: matches.matched.length + policiesTaken, featuresAdded: addedIds.length };
}
