import type { ContentLocalizedText } from '@common/content-api/descriptions';
import type { ContentTextsByLanguage } from '@common/content-api/languages';
import type { ContentRoom } from '@common/content-api/rooms';
import { bedTypes, roomViews, type BedType, type RoomViewKind } from '@common/rooms/room-facts';
import { presentFeature } from './hotel-view';
import { presentGalleryPhotos, type PhotoSource, type PhotoTextsOf } from './photo-view';
import type { FeatureRow, RoomRow } from './repository';
import type { PublishedLanguages } from '../translations/published-texts';

export interface RoomParts {
  languages: PublishedLanguages;
  /** The name per served language (rooms.name in the primary one). */
  names: ContentTextsByLanguage;
  descriptions: readonly ContentLocalizedText[];
  features: readonly FeatureRow[];
  photos: readonly (PhotoSource & { isCover: boolean; displayOrder: number })[];
  photoTexts: PhotoTextsOf;
}

const isBedType = (type: string): type is BedType => (bedTypes as readonly string[]).includes(type);
const isRoomView = (view: string | null): view is RoomViewKind =>
  view !== null && (roomViews as readonly string[]).includes(view);

/** A room with its texts, facts, features and gallery; a stored value the API does not know reads as not stated. */
export function presentRoom(appUrl: string, room: RoomRow, parts: RoomParts): ContentRoom {
  return {
    id: room.id,
    name: room.name,
    names: parts.names,
    type: room.type,
    descriptions: parts.descriptions.map(({ language, text }) => ({ language, text })),
    facts: {
      maxOccupancy: room.maxOccupancy,
      standardOccupancy: room.standardOccupancy,
      maxChildren: room.maxChildren,
      beds: room.beds.flatMap(({ type, count }) => (isBedType(type) ? [{ type, count }] : [])),
      sizeSqm: room.sizeSqm,
      roomCount: room.roomCount,
      view: isRoomView(room.view) ? room.view : null,
    },
    features: parts.features.map((row) => presentFeature(row, parts.languages)),
    images: presentGalleryPhotos(appUrl, parts.photos, parts.photoTexts),
  };
}
