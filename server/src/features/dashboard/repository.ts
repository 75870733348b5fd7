import { eq, sql } from 'drizzle-orm';
import { assetCategories } from '@common/assets/categories';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  assets,
  features,
  featureSubcategories,
  hotelDescriptions,
  hotelFeatures,
  hotels,
  otas,
  roomAssets,
  rooms,
  templates,
} from '../../db/schema';

/**
 * The dashboard's counts, each a COUNT over an index, never rows loaded into the process. The rules they follow
 * are common/src/dashboard/figures.ts (dashboard.test.ts checks that they agree). Times are bound as ISO text
 * and cast, which both drivers read the same way.
 */

const hotelId = sql.placeholder('hotelId');
const recentSince = sql`${sql.placeholder('recentSince')}::timestamptz`;
const previousSince = sql`${sql.placeholder('previousSince')}::timestamptz`;
const now = sql`${sql.placeholder('now')}::timestamptz`;

/** Created or last changed in the last 30 days, or in the 30 days before that (figures.ts, changedWithin). */
const changedRecently = (table: typeof assets | typeof templates | typeof hotelDescriptions) =>
  sql`(${table.createdAt} >= ${recentSince} or ${table.updatedAt} >= ${recentSince})`;
const changedLastMonth = (table: typeof assets | typeof templates | typeof hotelDescriptions) =>
  sql`((${table.createdAt} >= ${previousSince} and ${table.createdAt} < ${recentSince})
    or (${table.updatedAt} >= ${previousSince} and ${table.updatedAt} < ${recentSince}))`;

// Photos, templates and rooms in the trash are left out of every count (issue 31, point 4).
const count = (from: ReturnType<typeof sql>) => sql<number>`(select count(*)::int ${from})`;

/** 'Other' is where the upload puts a photo it could not place; anything not listed counts the same. */
const categorised = assetCategories.filter((category) => category !== 'Other');

/**
 * Photos per room, for the rooms with none (a handful of rooms per hotel). Rooms with too few are those
 * Booking.com's photo rule fails (features/channel-readiness), counted there so the two never disagree.
 */
const photosPerRoom = sql`(select count(*) from ${roomAssets} where ${roomAssets.roomId} = ${rooms.id})`;

const contentCountsQuery = preparedPerDatabase((db) =>
  db
    .select({
      photos: count(sql`from ${assets} where ${assets.hotelId} = ${hotelId} and ${assets.deletedAt} is null`),
      uncategorisedPhotos: count(
        sql`from ${assets} where ${assets.hotelId} = ${hotelId} and ${assets.deletedAt} is null
          and ${assets.category} not in (${sql.join(
            categorised.map((category) => sql`${category}`),
            sql`, `,
          )})`,
      ),
      recentAssets: count(
        sql`from ${assets} where ${assets.hotelId} = ${hotelId} and ${assets.deletedAt} is null and ${changedRecently(assets)}`,
      ),
      previousAssets: count(
        sql`from ${assets} where ${assets.hotelId} = ${hotelId} and ${assets.deletedAt} is null and ${changedLastMonth(assets)}`,
      ),
      descriptions: count(
        sql`from ${hotelDescriptions} where ${hotelDescriptions.hotelId} = ${hotelId}
          and btrim(${hotelDescriptions.content}) <> ''`,
      ),
      longestDescription: sql<number>`(select coalesce(max(char_length(btrim(${hotelDescriptions.content}))), 0)::int
        from ${hotelDescriptions} where ${hotelDescriptions.hotelId} = ${hotelId})`,
      recentDescriptions: count(
        sql`from ${hotelDescriptions} where ${hotelDescriptions.hotelId} = ${hotelId}
          and ${changedRecently(hotelDescriptions)}`,
      ),
      previousDescriptions: count(
        sql`from ${hotelDescriptions} where ${hotelDescriptions.hotelId} = ${hotelId}
          and ${changedLastMonth(hotelDescriptions)}`,
      ),
      templates: count(
        sql`from ${templates} where ${templates.hotelId} = ${hotelId} and ${templates.deletedAt} is null`,
      ),
      recentTemplates: count(
        sql`from ${templates} where ${templates.hotelId} = ${hotelId} and ${templates.deletedAt} is null and ${changedRecently(templates)}`,
      ),
      previousTemplates: count(
        sql`from ${templates} where ${templates.hotelId} = ${hotelId} and ${templates.deletedAt} is null and ${changedLastMonth(templates)}`,
      ),
      rooms: count(sql`from ${rooms} where ${rooms.hotelId} = ${hotelId} and ${rooms.deletedAt} is null`),
      roomsWithoutPhotos: count(
        sql`from ${rooms} where ${rooms.hotelId} = ${hotelId} and ${rooms.deletedAt} is null and ${photosPerRoom} = 0`,
      ),
      amenities: count(
        sql`from ${hotelFeatures}
          join ${features} on ${features.id} = ${hotelFeatures.featureId}
          join ${featureSubcategories} on ${featureSubcategories.id} = ${features.subcategoryId}
          where ${hotelFeatures.hotelId} = ${hotelId} and ${hotelFeatures.active}
            and ${featureSubcategories.categoryId} = 'facilities'
            and not ${features.retired} and not ${featureSubcategories.retired}`,
      ),
    })
    .from(hotels)
    .where(eq(hotels.id, hotelId))
    .prepare('dashboard_content_counts'),
);

export type ContentCounts = Awaited<ReturnType<typeof findContentCounts>>;

/** What the hotel has and what changed in its content, in one statement. */
export async function findContentCounts(
  db: Db,
  args: { hotelId: string; recentSince: Date; previousSince: Date },
) {
  const [row] = await contentCountsQuery(db).execute({
    hotelId: args.hotelId,
    recentSince: args.recentSince.toISOString(),
    previousSince: args.previousSince.toISOString(),
  });
  if (!row) throw new Error('dashboard counts of a missing hotel');
  return row;
}

/** Connected: marked so and its saved login not expired (figures.ts, channelConnectedAt). */
const connectedNow = sql`${otas.status} = 'connected'
  and (${otas.cookieExpiryDate} is null or ${otas.cookieExpiryDate} > ${now})`;
/** Connected 30 days ago as far as the row tells (figures.ts, channelConnectedBefore). */
const connectedThen = sql`${otas.createdAt} < ${recentSince}
  and (${otas.status} = 'connected' or ${otas.updatedAt} >= ${recentSince})`;

const channelCountsQuery = preparedPerDatabase((db) =>
  db
    .select({
      total: sql<number>`count(*)::int`,
      connected: sql<number>`(count(*) filter (where ${connectedNow}))::int`,
      connectedLastMonth: sql<number>`(count(*) filter (where ${connectedThen}))::int`,
    })
    .from(otas)
    .where(eq(otas.hotelId, hotelId))
    .prepare('dashboard_channel_counts'),
);

export type ChannelCounts = Awaited<ReturnType<typeof findChannelCounts>>;

/**
 * The hotel's channel connections: all, connected now and connected 30 days ago. Read on every request: a
 * connection's status changes with no hotel version raised, so it cannot be remembered like the content counts.
 */
export async function findChannelCounts(db: Db, args: { hotelId: string; now: Date; recentSince: Date }) {
  const [row] = await channelCountsQuery(db).execute({
    hotelId: args.hotelId,
    now: args.now.toISOString(),
    recentSince: args.recentSince.toISOString(),
  });
  return row ?? { total: 0, connected: 0, connectedLastMonth: 0 };
}
