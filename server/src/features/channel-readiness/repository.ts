import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  alpineBitsConnections,
  assets,
  assetTags,
  features,
  hotelDescriptions,
  hotelFeatures,
  hotelPolicies,
  propertyAssets,
  roomAssets,
  roomDescriptions,
  roomFeatures,
  rooms,
} from '../../db/schema';
import {
  addLanguageTextRow,
  findLanguageTextCounts,
  noLanguageTexts,
  type LanguageTextRows,
} from './language-texts';

/**
 * What the channel readiness reads of hotels, beyond the hotel row and its location (which every request has from
 * its ownership check): nine statements for any number of hotels, each over `hotel_id = any(...)`, so a chain of 50
 * hotels costs the same six round trips as one hotel, never one per hotel, room or photo. The ids are bound as one
 * array literal, which both drivers read the same way (the galleries do the same).
 */

/**
 * The outer row's id, qualified: drizzle writes a one-table select's columns without their table, which inside a
 * subquery over room_assets would name room_assets.id instead.
 */
const roomId = sql.raw('"rooms"."id"');
const assetId = sql.raw('"assets"."id"');

const hotelIds = sql`${sql.placeholder('hotelIds')}::uuid[]`;
const ofHotels = (column: AnyPgColumn) => sql`${column} = any(${hotelIds})`;

/** Characters of a description as the channels count them: without the surrounding blanks. */
const length = (content: AnyPgColumn) => sql<number>`coalesce(max(char_length(btrim(${content}))), 0)::int`;

const descriptionLengths = preparedPerDatabase((db) =>
  db
    .select({ hotelId: hotelDescriptions.hotelId, length: length(hotelDescriptions.content) })
    .from(hotelDescriptions)
    .where(ofHotels(hotelDescriptions.hotelId))
    .groupBy(hotelDescriptions.hotelId)
    .prepare('readiness_description_lengths'),
);

const hotelGalleries = preparedPerDatabase((db) =>
  db
    .select({ hotelId: propertyAssets.hotelId, assetId: propertyAssets.assetId })
    .from(propertyAssets)
    .innerJoin(assets, and(eq(assets.id, propertyAssets.assetId), isNull(assets.deletedAt)))
    .where(ofHotels(propertyAssets.hotelId))
    .orderBy(propertyAssets.hotelId, desc(propertyAssets.isCover), asc(propertyAssets.displayOrder))
    .prepare('readiness_hotel_galleries'),
);

const photos = preparedPerDatabase((db) =>
  db
    .select({
      hotelId: assets.hotelId,
      id: assets.id,
      name: assets.name,
      thumbKey: assets.thumbKey,
      width: assets.width,
      height: assets.height,
      size: assets.size,
      category: assets.category,
      originalMissing: assets.originalMissing,
      altText: assets.altText,
      tags: sql<
        string[]
      >`coalesce((select array_agg(${assetTags.tag}) from ${assetTags} where ${assetTags.assetId} = ${assetId}), '{}')`,
    })
    .from(assets)
    .where(and(ofHotels(assets.hotelId), eq(assets.type, 'image'), isNull(assets.deletedAt)))
    // Library order, newest first: the order the hotel gallery starts with while it has no links.
    .orderBy(assets.hotelId, desc(assets.createdAt), desc(assets.id))
    .prepare('readiness_photos'),
);

const roomsOfHotels = preparedPerDatabase((db) =>
  db
    .select({
      room: rooms,
      // A room's gallery in order, cover first; trashed photos have no links (the trash records and removes them).
      photoIds: sql<string[]>`coalesce((select array_agg(${roomAssets.assetId}::text
          order by ${roomAssets.isCover} desc, ${roomAssets.displayOrder})
        from ${roomAssets} where ${roomAssets.roomId} = ${roomId}), '{}')`,
      descriptionLength: sql<number>`(select ${length(roomDescriptions.content)}
        from ${roomDescriptions} where ${roomDescriptions.roomId} = ${roomId})`,
    })
    .from(rooms)
    .where(and(ofHotels(rooms.hotelId), isNull(rooms.deletedAt)))
    .orderBy(rooms.hotelId, asc(rooms.createdAt), asc(rooms.id))
    .prepare('readiness_rooms'),
);

const switchedOnFeatures = preparedPerDatabase((db) =>
  db
    .select({ hotelId: hotelFeatures.hotelId, featureId: hotelFeatures.featureId })
    .from(hotelFeatures)
    .innerJoin(features, eq(features.id, hotelFeatures.featureId))
    .where(and(ofHotels(hotelFeatures.hotelId), hotelFeatures.active, eq(features.retired, false)))
    .prepare('readiness_features'),
);

/**
 * Room features switched on in any of the hotel's rooms: the channels ask about some facilities that the
 * catalogue keeps per room (air conditioning), and a hotel states them there.
 */
const switchedOnRoomFeatures = preparedPerDatabase((db) =>
  db
    .selectDistinct({ hotelId: rooms.hotelId, featureId: roomFeatures.featureId })
    .from(roomFeatures)
    .innerJoin(rooms, eq(rooms.id, roomFeatures.roomId))
    .innerJoin(features, eq(features.id, roomFeatures.featureId))
    .where(
      and(ofHotels(rooms.hotelId), isNull(rooms.deletedAt), roomFeatures.active, eq(features.retired, false)),
    )
    .prepare('readiness_room_features'),
);

const policies = preparedPerDatabase((db) =>
  db.select().from(hotelPolicies).where(ofHotels(hotelPolicies.hotelId)).prepare('readiness_policies'),
);

/** The hotels' AlpineBits connections (issue 33): the rules read each room's code from them. */
const alpineBitsCodes = preparedPerDatabase((db) =>
  db
    .select({ hotelId: alpineBitsConnections.hotelId, roomCodes: alpineBitsConnections.roomCodes })
    .from(alpineBitsConnections)
    .where(ofHotels(alpineBitsConnections.hotelId))
    .prepare('readiness_alpinebits_codes'),
);

export type ReadinessPhotoRow = Awaited<ReturnType<ReturnType<typeof photos>['execute']>>[number];
export type ReadinessRoomRow = Awaited<ReturnType<ReturnType<typeof roomsOfHotels>['execute']>>[number];
export type PolicyRow = typeof hotelPolicies.$inferSelect;

/** One hotel's rows as read: what service.ts turns into a ReadinessInput. */
export interface HotelReadinessRows {
  descriptionLength: number;
  galleryPhotoIds: string[];
  photos: ReadinessPhotoRow[];
  rooms: ReadinessRoomRow[];
  facilities: string[];
  policies: PolicyRow | undefined;
  /** The room codes of the hotel's AlpineBits connection, or null without one. */
  alpineBitsRoomCodes: Record<string, string> | null;
  /** Its texts with a source in the primary language, and their translations per language (issue 37). */
  languageTexts: LanguageTextRows;
}

const emptyRows = (): HotelReadinessRows => ({
  descriptionLength: 0,
  galleryPhotoIds: [],
  photos: [],
  rooms: [],
  facilities: [],
  policies: undefined,
  alpineBitsRoomCodes: null,
  languageTexts: noLanguageTexts(),
});

/** The readiness rows of each given hotel (the caller has checked ownership), by hotel id. */
export async function findReadinessRows(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, HotelReadinessRows>> {
  const byHotel = new Map(ids.map((id) => [id, emptyRows()]));
  if (ids.length === 0) return byHotel;
  const params = { hotelIds: `{${ids.join(',')}}` };
  const [
    lengths,
    galleries,
    photoRows,
    roomRows,
    featureRows,
    roomFeatureRows,
    policyRows,
    codeRows,
    languageTextRows,
  ] = await Promise.all([
    descriptionLengths(db).execute(params),
    hotelGalleries(db).execute(params),
    photos(db).execute(params),
    roomsOfHotels(db).execute(params),
    switchedOnFeatures(db).execute(params),
    switchedOnRoomFeatures(db).execute(params),
    policies(db).execute(params),
    alpineBitsCodes(db).execute(params),
    findLanguageTextCounts(db, params.hotelIds),
  ]);
  const of = (hotelId: string) => byHotel.get(hotelId)!;
  for (const row of lengths) of(row.hotelId).descriptionLength = row.length;
  for (const row of galleries) of(row.hotelId).galleryPhotoIds.push(row.assetId);
  for (const row of photoRows) of(row.hotelId).photos.push(row);
  for (const row of roomRows) of(row.room.hotelId).rooms.push(row);
  for (const row of [...featureRows, ...roomFeatureRows]) of(row.hotelId).facilities.push(row.featureId);
  for (const row of policyRows) of(row.hotelId).policies = row;
  for (const row of codeRows) of(row.hotelId).alpineBitsRoomCodes = row.roomCodes;
  for (const row of languageTextRows) addLanguageTextRow(of(row.hotelId).languageTexts, row);
  return byHotel;
}
