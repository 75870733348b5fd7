import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, notInArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { FeatureCategoryId } from '@common/content/schemas';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  featureCategories,
  features,
  featureSubcategories,
  hotelFeatures,
  roomFeatures,
  rooms,
} from '../../db/schema';

/** Categories a hotel switches (the room category belongs to rooms). */
export const hotelCategoryIds: FeatureCategoryId[] = ['facilities', 'policies'];
export const roomCategoryIds: FeatureCategoryId[] = ['room'];

const catalogueColumns = {
  categoryId: featureCategories.id,
  categoryName: featureCategories.name,
  subcategoryId: featureSubcategories.id,
  subcategoryName: featureSubcategories.name,
  featureId: features.id,
  featureName: features.name,
};

// Every read goes from features to their subcategory and category.
const ofSubcategory = eq(featureSubcategories.id, features.subcategoryId);
const ofCategory = eq(featureCategories.id, featureSubcategories.categoryId);
/** The catalogue entries shown today: not retired. */
const shown = and(eq(features.retired, false), eq(featureSubcategories.retired, false));
/** The catalogue's entries and, with a hotel id, that hotel's own (imported) entries; never another hotel's. */
const ofCatalogue = isNull(features.hotelId);
const ofCatalogueOrHotel = (hotelId: string | SQLWrapper) =>
  or(isNull(features.hotelId), eq(features.hotelId, hotelId));
const catalogueOrder = [
  asc(featureCategories.sortOrder),
  asc(featureSubcategories.sortOrder),
  asc(features.sortOrder),
] as const;

export interface FeatureStateRow {
  categoryId: string;
  categoryName: string;
  subcategoryId: string;
  subcategoryName: string;
  featureId: string;
  featureName: string;
  active: boolean;
}

const hotelFeatureStates = preparedPerDatabase((db) =>
  db
    .select({ ...catalogueColumns, active: sql<boolean>`coalesce(${hotelFeatures.active}, false)` })
    .from(features)
    .innerJoin(featureSubcategories, ofSubcategory)
    .innerJoin(featureCategories, ofCategory)
    .leftJoin(
      hotelFeatures,
      and(eq(hotelFeatures.featureId, features.id), eq(hotelFeatures.hotelId, sql.placeholder('hotelId'))),
    )
    .where(
      and(
        shown,
        inArray(featureCategories.id, hotelCategoryIds),
        ofCatalogueOrHotel(sql.placeholder('hotelId')),
      ),
    )
    .orderBy(...catalogueOrder)
    .prepare('hotel_feature_states'),
);

/** Facilities and policies, each with the hotel's switch, in catalogue order: one query. */
export async function findHotelFeatureStates(db: Db, hotelId: string): Promise<FeatureStateRow[]> {
  return hotelFeatureStates(db).execute({ hotelId });
}

const roomFeatureStates = preparedPerDatabase((db) =>
  db
    .select({ ...catalogueColumns, active: sql<boolean>`coalesce(${roomFeatures.active}, false)` })
    .from(features)
    .innerJoin(featureSubcategories, ofSubcategory)
    .innerJoin(featureCategories, ofCategory)
    .leftJoin(
      roomFeatures,
      and(eq(roomFeatures.featureId, features.id), eq(roomFeatures.roomId, sql.placeholder('roomId'))),
    )
    .where(and(shown, ofCatalogue, inArray(featureCategories.id, roomCategoryIds)))
    .orderBy(...catalogueOrder)
    .prepare('room_feature_states'),
);

/** Room features, each with the room's switch, in catalogue order: one query. */
export async function findRoomFeatureStates(db: Db, roomId: string): Promise<FeatureStateRow[]> {
  return roomFeatureStates(db).execute({ roomId });
}

/** A feature shown today to the hotel, with its category; undefined for an unknown, retired or other hotel's id. */
export async function findShownFeature(db: Db, hotelId: string, featureId: string) {
  const [row] = await db
    .select({
      id: features.id,
      name: features.name,
      categoryId: featureCategories.id,
    })
    .from(features)
    .innerJoin(featureSubcategories, ofSubcategory)
    .innerJoin(featureCategories, ofCategory)
    .where(and(shown, eq(features.id, featureId), ofCatalogueOrHotel(hotelId)))
    .limit(1);
  return row;
}

/**
 * Sets a hotel's switch; concurrent calls each win cleanly (upsert on the primary key). Answers whether it was
 * on before, read under the row's lock so that of two switches at once the second sees the first's (the
 * activity log's before, issue 36); a switch never set was off.
 */
export async function upsertHotelFeature(db: Db, hotelId: string, featureId: string, active: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ active: hotelFeatures.active })
      .from(hotelFeatures)
      .where(and(eq(hotelFeatures.hotelId, hotelId), eq(hotelFeatures.featureId, featureId)))
      .for('update');
    await tx
      .insert(hotelFeatures)
      .values({ hotelId, featureId, active })
      .onConflictDoUpdate({ target: [hotelFeatures.hotelId, hotelFeatures.featureId], set: { active } });
    return before?.active ?? false;
  });
}

/** Sets a room's switch, answering whether it was on before, as upsertHotelFeature does. */
export async function upsertRoomFeature(db: Db, roomId: string, featureId: string, active: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ active: roomFeatures.active })
      .from(roomFeatures)
      .where(and(eq(roomFeatures.roomId, roomId), eq(roomFeatures.featureId, featureId)))
      .for('update');
    await tx
      .insert(roomFeatures)
      .values({ roomId, featureId, active })
      .onConflictDoUpdate({ target: [roomFeatures.roomId, roomFeatures.featureId], set: { active } });
    return before?.active ?? false;
  });
}

/** The hotel's switched-on features (any category), in catalogue order. */
export async function findActiveHotelFeatures(db: Db, hotelId: string) {
  return db
    .select(catalogueColumns)
    .from(features)
    .innerJoin(featureSubcategories, ofSubcategory)
    .innerJoin(featureCategories, ofCategory)
    .innerJoin(hotelFeatures, eq(hotelFeatures.featureId, features.id))
    .where(and(shown, eq(hotelFeatures.hotelId, hotelId), eq(hotelFeatures.active, true)))
    .orderBy(...catalogueOrder);
}

/** The switched-on features of every room of the hotel, in catalogue order. */
export async function findActiveRoomFeatures(db: Db, hotelId: string) {
  return db
    .select({ roomId: roomFeatures.roomId, featureId: features.id, featureName: features.name })
    .from(features)
    .innerJoin(featureSubcategories, ofSubcategory)
    .innerJoin(featureCategories, ofCategory)
    .innerJoin(roomFeatures, eq(roomFeatures.featureId, features.id))
    .innerJoin(rooms, eq(rooms.id, roomFeatures.roomId))
    .where(and(shown, eq(rooms.hotelId, hotelId), isNull(rooms.deletedAt), eq(roomFeatures.active, true)))
    .orderBy(...catalogueOrder);
}

export interface CatalogueRows {
  categories: (typeof featureCategories.$inferInsert)[];
  subcategories: (typeof featureSubcategories.$inferInsert)[];
  features: (typeof features.$inferInsert)[];
}

/** The catalogue as stored, hotels' own entries left out; each entry says whether anything still points at it. */
export interface StoredCatalogue {
  categories: { id: string; name: string; sortOrder: number }[];
  subcategories: (typeof featureSubcategories.$inferSelect & { referenced: boolean })[];
  features: (Omit<typeof features.$inferSelect, 'hotelId'> & { referenced: boolean })[];
}

/** Three small reads: the stored catalogue, to compare with the one in the code before writing anything. */
export async function readStoredCatalogue(db: Db): Promise<StoredCatalogue> {
  const categories = await db
    .select({
      id: featureCategories.id,
      name: featureCategories.name,
      sortOrder: featureCategories.sortOrder,
    })
    .from(featureCategories);
  const subcategories = await db
    .select({
      id: featureSubcategories.id,
      categoryId: featureSubcategories.categoryId,
      name: featureSubcategories.name,
      sortOrder: featureSubcategories.sortOrder,
      retired: featureSubcategories.retired,
      referenced: sql<boolean>`exists (select 1 from ${features} where ${features.subcategoryId} = ${featureSubcategories.id})`,
    })
    .from(featureSubcategories);
  const catalogueFeatures = await db
    .select({
      id: features.id,
      subcategoryId: features.subcategoryId,
      name: features.name,
      sortOrder: features.sortOrder,
      retired: features.retired,
      referenced: sql<boolean>`exists (select 1 from ${hotelFeatures} where ${hotelFeatures.featureId} = ${features.id})
        or exists (select 1 from ${roomFeatures} where ${roomFeatures.featureId} = ${features.id})`,
    })
    .from(features)
    .where(ofCatalogue);
  return { categories, subcategories, features: catalogueFeatures };
}

/**
 * Writes the catalogue: inserts new entries, updates changed ones (an unchanged row is not rewritten), and
 * retires what left the catalogue. A retired entry nothing points at is deleted; one that a hotel or room still
 * points at is kept. Run inside a transaction.
 */
export async function writeCatalogue(db: Db, rows: CatalogueRows) {
  await db
    .insert(featureCategories)
    .values(rows.categories)
    .onConflictDoUpdate({
      target: featureCategories.id,
      set: { name: sql`excluded.name`, sortOrder: sql`excluded.sort_order` },
      setWhere: sql`(feature_categories.name, feature_categories.sort_order) is distinct from (excluded.name, excluded.sort_order)`,
    });
  await db
    .insert(featureSubcategories)
    .values(rows.subcategories)
    .onConflictDoUpdate({
      target: featureSubcategories.id,
      set: {
        categoryId: sql`excluded.category_id`,
        name: sql`excluded.name`,
        sortOrder: sql`excluded.sort_order`,
        retired: false,
      },
      setWhere: sql`(feature_subcategories.category_id, feature_subcategories.name, feature_subcategories.sort_order, feature_subcategories.retired) is distinct from (excluded.category_id, excluded.name, excluded.sort_order, false)`,
    });
  await db
    .insert(features)
    .values(rows.features)
    .onConflictDoUpdate({
      target: features.id,
      set: {
        subcategoryId: sql`excluded.subcategory_id`,
        name: sql`excluded.name`,
        sortOrder: sql`excluded.sort_order`,
        retired: false,
      },
      setWhere: sql`(features.subcategory_id, features.name, features.sort_order, features.retired) is distinct from (excluded.subcategory_id, excluded.name, excluded.sort_order, false)`,
    });

  const featureIds = rows.features.map((row) => row.id);
  const subcategoryIds = rows.subcategories.map((row) => row.id);
  await db
    .delete(features)
    .where(
      and(
        ofCatalogue,
        notInArray(features.id, featureIds),
        sql`not exists (select 1 from ${hotelFeatures} where ${hotelFeatures.featureId} = ${features.id})`,
        sql`not exists (select 1 from ${roomFeatures} where ${roomFeatures.featureId} = ${features.id})`,
      ),
    );
  await db
    .update(features)
    .set({ retired: true })
    .where(and(ofCatalogue, notInArray(features.id, featureIds), eq(features.retired, false)));
  await db
    .delete(featureSubcategories)
    .where(
      and(
        notInArray(featureSubcategories.id, subcategoryIds),
        sql`not exists (select 1 from ${features} where ${features.subcategoryId} = ${featureSubcategories.id})`,
      ),
    );
  await db
    .update(featureSubcategories)
    .set({ retired: true })
    .where(and(notInArray(featureSubcategories.id, subcategoryIds), eq(featureSubcategories.retired, false)));
}

/** What a facility can be matched against: the switchable catalogue entries and the hotel's own ones. */
export interface SwitchableFeature {
  id: string;
  name: string;
  subcategoryId: string;
  hotelId: string | null;
}

/** Facilities and policies a hotel can switch, the catalogue's and its own, in catalogue order. */
export async function findSwitchableFeatures(db: Db, hotelId: string): Promise<SwitchableFeature[]> {
  return db
    .select({
      id: features.id,
      name: features.name,
      subcategoryId: features.subcategoryId,
      hotelId: features.hotelId,
    })
    .from(features)
    .innerJoin(featureSubcategories, ofSubcategory)
    .innerJoin(featureCategories, ofCategory)
    .where(and(shown, inArray(featureCategories.id, hotelCategoryIds), ofCatalogueOrHotel(hotelId)))
    .orderBy(...catalogueOrder);
}

/**
 * Adds the hotel's own entries (facilities an import found that the catalogue lacks), after the catalogue's
 * in their subcategory; answers their ids in the order given. Inside the import's transaction.
 */
export async function insertOwnFeatures(
  db: Db,
  hotelId: string,
  entries: ReadonlyArray<{ name: string; subcategoryId: string }>,
): Promise<string[]> {
  if (entries.length === 0) return [];
  // After every catalogue entry of the subcategory (the catalogue numbers its entries from 0 per subcategory).
  const firstPlace = 10_000;
  const rows = entries.map((entry, index) => ({
    id: `hotel-${randomUUID()}`,
    hotelId,
    name: entry.name,
    subcategoryId: entry.subcategoryId,
    sortOrder: firstPlace + index,
  }));
  await db.insert(features).values(rows);
  return rows.map((row) => row.id);
}

/** Switches features on for the hotel, in one statement. */
export async function switchOnHotelFeatures(db: Db, hotelId: string, featureIds: readonly string[]) {
  if (featureIds.length === 0) return;
  await db
    .insert(hotelFeatures)
    .values(featureIds.map((featureId) => ({ hotelId, featureId, active: true })))
    .onConflictDoUpdate({
      target: [hotelFeatures.hotelId, hotelFeatures.featureId],
      set: { active: true },
      setWhere: sql`${hotelFeatures.active} = false`,
    });
}
