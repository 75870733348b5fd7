import type { ContentRoom } from '@common/content-api/rooms';
import type { ContentApiDeps } from './service';
import { findActiveRoomFeatures, findRoomDescriptions, findRoomPhotos, findRoomsOfHotel } from './repository';
import { presentRoom } from './room-view';
import {
  findPhotoTexts,
  findTranslations,
  textsByLanguage,
  type PublishedLanguages,
} from '../translations/published-texts';

const byRoom = <Row extends { roomId: string }>(rows: readonly Row[]) => {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) grouped.set(row.roomId, [...(grouped.get(row.roomId) ?? []), row]);
  return (roomId: string) => grouped.get(roomId) ?? [];
};

/**
 * The hotel's rooms (or the one room asked for) with their names per language, descriptions, features and
 * galleries: seven statements whatever the number of rooms.
 */
export async function readRooms(
  deps: Pick<ContentApiDeps, 'db' | 'storage' | 'appUrl'>,
  hotelId: string,
  languages: PublishedLanguages,
  roomId?: string,
): Promise<ContentRoom[]> {
  const rooms = await findRoomsOfHotel(deps.db, hotelId, roomId);
  const roomIds = rooms.map((room) => room.id);
  const [photos, descriptions, features, names] = await Promise.all([
    findRoomPhotos(deps.db, roomIds),
    findRoomDescriptions(deps.db, roomIds),
    findActiveRoomFeatures(deps.db, roomIds),
    findTranslations(deps.db, hotelId, languages, ['roomName'], roomIds),
  ]);
  const photoTexts = await findPhotoTexts(
    deps.db,
    hotelId,
    languages,
    photos.map((photo) => photo.assetId),
  );
  const photosOf = byRoom(photos);
  const descriptionsOf = byRoom(descriptions);
  const featuresOf = byRoom(features);
  return rooms.map((room) =>
    presentRoom(deps.appUrl, room, {
      languages,
      names: textsByLanguage(languages, room.name, names.of('roomName', room.id)),
      descriptions: descriptionsOf(room.id),
      features: featuresOf(room.id),
      photos: photosOf(room.id).map((photo) => ({
        ...photo,
        thumbUrl: deps.storage.publicUrl(photo.thumbKey),
        galleryUrl: deps.storage.publicUrl(photo.galleryKey),
      })),
      photoTexts,
    }),
  );
}
