import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assets,
  featureCategories,
  features,
  featureSubcategories,
  hotelDescriptions,
  hotelFeatures,
  roomAssets,
  roomDescriptions,
  roomFeatures,
  rooms,
  templateImages,
  templates,
} from '../../db/schema';

/**
 * The content API's reads (/api/v1, issue 34). Each selects the columns an answer shows and nothing else, and
 * leaves out what is in the trash; a hotel's whole set of one kind is read in one statement, never per room or
 * per template.
 */

/** What a photo answer needs of an image; its name becomes the alt text where it says something. */
const photoColumns = {
  assetId: assets.id,
  name: assets.name,
  thumbKey: assets.thumbKey,
  galleryKey: assets.galleryKey,
  width: assets.width,
  height: assets.height,
};

export interface PhotoRow {
  assetId: string;
  name: string;
  thumbKey: string;
  galleryKey: string;
  width: number;
  height: number;
  isCover: boolean;
  displayOrder: number;
}

/** The hotel's rooms that are not in the trash, oldest first, with their facts. */
export async function findRoomsOfHotel(db: Db, hotelId: string, roomId?: string) {
  return db
    .select({
      id: rooms.id,
      name: rooms.name,
      type: rooms.type,
      maxOccupancy: rooms.maxOccupancy,
      standardOccupancy: rooms.standardOccupancy,
      maxChildren: rooms.maxChildren,
      beds: rooms.beds,
      sizeSqm: rooms.sizeSqm,
      roomCount: rooms.roomCount,
      view: rooms.view,
    })
    .from(rooms)
    .where(
      and(eq(rooms.hotelId, hotelId), isNull(rooms.deletedAt), roomId ? eq(rooms.id, roomId) : undefined),
    )
    .orderBy(asc(rooms.createdAt), asc(rooms.id));
}
export type RoomRow = Awaited<ReturnType<typeof findRoomsOfHotel>>[number];

/** The images of these rooms' galleries (photos in the trash left out), by room. */
export async function findRoomPhotos(db: Db, roomIds: readonly string[]) {
  if (roomIds.length === 0) return [];
  return db
    .select({
      ...photoColumns,
      roomId: roomAssets.roomId,
      isCover: roomAssets.isCover,
      displayOrder: roomAssets.displayOrder,
    })
    .from(roomAssets)
    .innerJoin(assets, eq(assets.id, roomAssets.assetId))
    .where(and(inArray(roomAssets.roomId, [...roomIds]), isNull(assets.deletedAt)))
    .orderBy(desc(roomAssets.isCover), asc(roomAssets.displayOrder), asc(assets.id));
}

/** The descriptions of these rooms, every language. */
export async function findRoomDescriptions(db: Db, roomIds: readonly string[]) {
  if (roomIds.length === 0) return [];
  return db
    .select({
      roomId: roomDescriptions.roomId,
      language: roomDescriptions.language,
      text: roomDescriptions.content,
    })
    .from(roomDescriptions)
    .where(inArray(roomDescriptions.roomId, [...roomIds]))
    .orderBy(asc(roomDescriptions.language));
}

/** The hotel's description in every language it has one. */
export async function findHotelDescriptions(db: Db, hotelId: string) {
  return db
    .select({ language: hotelDescriptions.language, text: hotelDescriptions.content })
    .from(hotelDescriptions)
    .where(eq(hotelDescriptions.hotelId, hotelId))
    .orderBy(asc(hotelDescriptions.language));
}

const featureColumns = {
  id: features.id,
  name: features.name,
  groupId: featureSubcategories.id,
  groupName: featureSubcategories.name,
};
export interface FeatureRow {
  id: string;
  name: string;
  groupId: string;
  groupName: string;
}

const ofSubcategory = eq(featureSubcategories.id, features.subcategoryId);
const ofCategory = eq(featureCategories.id, featureSubcategories.categoryId);
/** Entries shown today: retired ones (left in the tables for old switches) are not the hotel's content any more. */
const shown = and(eq(features.retired, false), eq(featureSubcategories.retired, false));
const catalogueOrder = [
  asc(featureCategories.sortOrder),
  asc(featureSubcategories.sortOrder),
  asc(features.sortOrder),
] as const;

/**
 * The hotel's switched-on entries of one category ('facilities' or 'policies'), in catalogue order: the
 * catalogue's and the hotel's own (an import's), never another hotel's.
 */
export async function findActiveHotelFeatures(
  db: Db,
  hotelId: string,
  categoryId: 'facilities' | 'policies',
): Promise<FeatureRow[]> {
  return db
    .select(featureColumns)
    .from(hotelFeatures)
    .innerJoin(features, eq(features.id, hotelFeatures.featureId))
    .innerJoin(featureSubcategories, ofSubcategory)
    .innerJoin(featureCategories, ofCategory)
    .where(
      and(
        eq(hotelFeatures.hotelId, hotelId),
        eq(hotelFeatures.active, true),
        eq(featureCategories.id, categoryId),
        shown,
        or(isNull(features.hotelId), eq(features.hotelId, hotelId)),
      ),
    )
    .orderBy(...catalogueOrder);
}

/** The switched-on room features of these rooms, in catalogue order. */
export async function findActiveRoomFeatures(db: Db, roomIds: readonly string[]) {
  if (roomIds.length === 0) return [];
  return db
    .select({ ...featureColumns, roomId: roomFeatures.roomId })
    .from(roomFeatures)
    .innerJoin(features, eq(features.id, roomFeatures.featureId))
    .innerJoin(featureSubcategories, ofSubcategory)
    .innerJoin(featureCategories, ofCategory)
    .where(
      and(
        inArray(roomFeatures.roomId, [...roomIds]),
        eq(roomFeatures.active, true),
        eq(featureCategories.id, 'room'),
        shown,
        isNull(features.hotelId),
      ),
    )
    .orderBy(...catalogueOrder);
}

/** The hotel's published templates that are not in the trash, newest first. */
export async function findPublishedTemplates(db: Db, hotelId: string) {
  return db
    .select({
      id: templates.id,
      name: templates.name,
      startDate: templates.startDate,
      endDate: templates.endDate,
      content: templates.content,
    })
    .from(templates)
    .where(and(eq(templates.hotelId, hotelId), eq(templates.isPublished, true), isNull(templates.deletedAt)))
    .orderBy(desc(templates.createdAt), desc(templates.id));
}

/** The images of these templates (photos in the trash left out). */
export async function findTemplatePhotos(db: Db, templateIds: readonly string[]) {
  if (templateIds.length === 0) return [];
  return db
    .select({
      ...photoColumns,
      templateId: templateImages.templateId,
      isCover: templateImages.isCover,
      displayOrder: templateImages.displayOrder,
    })
    .from(templateImages)
    .innerJoin(assets, eq(assets.id, templateImages.assetId))
    .where(and(inArray(templateImages.templateId, [...templateIds]), isNull(assets.deletedAt)))
    .orderBy(desc(templateImages.isCover), asc(templateImages.displayOrder), asc(assets.id));
}
