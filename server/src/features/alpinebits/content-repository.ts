import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assets,
  assetTags,
  features,
  featureSubcategories,
  hotelDescriptions,
  hotelFeatures,
  hotelLocations,
  hotelPolicies,
  hotels,
  propertyAssets,
  roomAssets,
  roomDescriptions,
  roomFeatures,
  rooms,
} from '../../db/schema';
import { findTranslations, publishedLanguages, type TranslationIndex } from '../translations/published-texts';

/**
 * What a push reads of a hotel, beyond its row and location (which the caller has): a handful of statements
 * whatever the number of rooms and photos (40 rooms and 400 photos build in well under the 2 s of issue 33).
 */

const assetId = sql.raw('"assets"."id"');

/** Every photo of the hotel not in the trash, with its tags (the subjects are read from them). */
function photosOfHotel(db: Db, hotelId: string) {
  return db
    .select({
      id: assets.id,
      name: assets.name,
      caption: assets.caption,
      category: assets.category,
      storageKey: assets.storageKey,
      width: assets.width,
      height: assets.height,
      originalMissing: assets.originalMissing,
      createdAt: assets.createdAt,
      tags: sql<string[]>`coalesce((select array_agg(${assetTags.tag}) from ${assetTags}
        where ${assetTags.assetId} = ${assetId}), '{}')`,
    })
    .from(assets)
    .where(and(eq(assets.hotelId, hotelId), eq(assets.type, 'image'), isNull(assets.deletedAt)))
    .orderBy(desc(assets.createdAt), desc(assets.id));
}

function roomsOfHotel(db: Db, hotelId: string) {
  return db
    .select()
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), isNull(rooms.deletedAt)))
    .orderBy(asc(rooms.createdAt), asc(rooms.id));
}

function roomGalleries(db: Db, roomIds: string[]) {
  if (roomIds.length === 0) return Promise.resolve([]);
  return db
    .select({ roomId: roomAssets.roomId, assetId: roomAssets.assetId })
    .from(roomAssets)
    .where(inArray(roomAssets.roomId, roomIds))
    .orderBy(roomAssets.roomId, desc(roomAssets.isCover), asc(roomAssets.displayOrder));
}

function hotelGallery(db: Db, hotelId: string) {
  return db
    .select({ assetId: propertyAssets.assetId })
    .from(propertyAssets)
    .where(eq(propertyAssets.hotelId, hotelId))
    .orderBy(desc(propertyAssets.isCover), asc(propertyAssets.displayOrder));
}

function descriptionsOfHotel(db: Db, hotelId: string) {
  return db
    .select({ language: hotelDescriptions.language, content: hotelDescriptions.content })
    .from(hotelDescriptions)
    .where(eq(hotelDescriptions.hotelId, hotelId));
}

function descriptionsOfRooms(db: Db, roomIds: string[]) {
  if (roomIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      roomId: roomDescriptions.roomId,
      language: roomDescriptions.language,
      content: roomDescriptions.content,
    })
    .from(roomDescriptions)
    .where(inArray(roomDescriptions.roomId, roomIds));
}

const featureColumns = {
  key: features.id,
  name: features.name,
  categoryId: featureSubcategories.categoryId,
};

/** The hotel's switched-on features (facilities and combinable policies), catalogue order. */
function featuresOfHotel(db: Db, hotelId: string) {
  return db
    .select(featureColumns)
    .from(hotelFeatures)
    .innerJoin(features, eq(features.id, hotelFeatures.featureId))
    .innerJoin(featureSubcategories, eq(featureSubcategories.id, features.subcategoryId))
    .where(
      and(
        eq(hotelFeatures.hotelId, hotelId),
        hotelFeatures.active,
        eq(features.retired, false),
        or(isNull(features.hotelId), eq(features.hotelId, hotelId)),
      ),
    )
    .orderBy(asc(featureSubcategories.sortOrder), asc(features.sortOrder));
}

function featuresOfRooms(db: Db, roomIds: string[]) {
  if (roomIds.length === 0) return Promise.resolve([]);
  return db
    .select({ roomId: roomFeatures.roomId, ...featureColumns })
    .from(roomFeatures)
    .innerJoin(features, eq(features.id, roomFeatures.featureId))
    .innerJoin(featureSubcategories, eq(featureSubcategories.id, features.subcategoryId))
    .where(and(inArray(roomFeatures.roomId, roomIds), roomFeatures.active, eq(features.retired, false)))
    .orderBy(asc(featureSubcategories.sortOrder), asc(features.sortOrder));
}

async function policiesOfHotel(db: Db, hotelId: string) {
  const [row] = await db.select().from(hotelPolicies).where(eq(hotelPolicies.hotelId, hotelId));
  return row;
}

export type PhotoRow = Awaited<ReturnType<typeof photosOfHotel>>[number];
export type RoomRow = Awaited<ReturnType<typeof roomsOfHotel>>[number];
export type FeatureRow = Awaited<ReturnType<typeof featuresOfHotel>>[number];

export interface HotelContentRows {
  /** The hotel with its location, read with the rest (its versions say which content this is). */
  owned:
    { hotel: typeof hotels.$inferSelect; location: typeof hotelLocations.$inferSelect | null } | undefined;
  photos: PhotoRow[];
  rooms: RoomRow[];
  roomGalleries: { roomId: string; assetId: string }[];
  hotelGallery: string[];
  hotelDescriptions: { language: string; content: string }[];
  roomDescriptions: { roomId: string; language: string; content: string }[];
  hotelFeatures: FeatureRow[];
  roomFeatures: (FeatureRow & { roomId: string })[];
  policies: typeof hotelPolicies.$inferSelect | undefined;
  /** The rooms' names and the photos' captions in the served languages other than the primary one. */
  translations: TranslationIndex;
}

async function hotelWithLocation(db: Db, hotelId: string) {
  const [hotel] = await db.select().from(hotels).where(eq(hotels.id, hotelId));
  if (!hotel) return undefined;
  const [location] = await db
    .select()
    .from(hotelLocations)
    .where(eq(hotelLocations.hotelId, hotelId))
    .orderBy(asc(hotelLocations.createdAt))
    .limit(1);
  return { hotel, location: location ?? null };
}

/**
 * Everything a push sends of the hotel, read in one transaction (repeatable read) so the parts agree with each
 * other and with the hotel's versions read alongside.
 */
export async function readHotelContentRows(db: Db, hotelId: string): Promise<HotelContentRows> {
  return db.transaction(
    async (tx) => {
      // One after another: a transaction is one connection, which runs one statement at a time anyway (the
      // PostgreSQL driver queued them, a use it deprecates).
      const owned = await hotelWithLocation(tx, hotelId);
      const photos = await photosOfHotel(tx, hotelId);
      const roomRows = await roomsOfHotel(tx, hotelId);
      const gallery = await hotelGallery(tx, hotelId);
      const hotelTexts = await descriptionsOfHotel(tx, hotelId);
      const hotelFeatureRows = await featuresOfHotel(tx, hotelId);
      const policies = await policiesOfHotel(tx, hotelId);
      const roomIds = roomRows.map((room) => room.id);
      const galleries = await roomGalleries(tx, roomIds);
      const roomTexts = await descriptionsOfRooms(tx, roomIds);
      const roomFeatureRows = await featuresOfRooms(tx, roomIds);
      const translations = await findTranslations(
        tx,
        hotelId,
        owned ? publishedLanguages(owned.hotel) : { primary: 'en', served: [] },
        ['roomName', 'photoCaption'],
      );
      return {
        owned,
        photos,
        rooms: roomRows,
        roomGalleries: galleries,
        hotelGallery: gallery.map((row) => row.assetId),
        hotelDescriptions: hotelTexts,
        roomDescriptions: roomTexts,
        hotelFeatures: hotelFeatureRows,
        roomFeatures: roomFeatureRows,
        policies,
        translations,
      };
    },
    { isolationLevel: 'repeatable read' },
  );
}
