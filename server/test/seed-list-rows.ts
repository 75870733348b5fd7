import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * How many rows of each list a hotel gets. Live and trashed rows are counted apart, since each has its own list.
 */
export interface ListRowCounts {
  /** Library photos (each with three or four tags), all of them in the hotel gallery, newest first. */
  assets: number;
  trashedAssets: number;
  /** Rooms, each with `photosPerRoom` of the library's photos in its gallery. */
  rooms: number;
  photosPerRoom: number;
  trashedRooms: number;
  /** Templates (half published), each with three tags and `imagesPerTemplate` of the library's photos. */
  templates: number;
  imagesPerTemplate: number;
  trashedTemplates: number;
  /** Tasks (one in four completed), each with one or two tags. */
  tasks: number;
  activities: number;
  /** The owner's notifications about this hotel (two in three unread). */
  notifications: number;
}

export interface SeededHotel {
  userId: string;
  hotelId: string;
}

/**
 * Fills a hotel's lists in the database itself (generate_series), thousands of rows in a few statements, for the
 * N+1 test (query-counts.test.ts, a few rows) and the query plans benchmark (bench/query-plans.mjs, thousands).
 * The rows are what the product writes, and its triggers keep what they keep (search text, versions).
 *
 * Words the searches look for: one photo name in ten has "terrace", another photo in ten the tag "terrace-view",
 * starting with the first two photos (so a search finds some in a hotel of ten); each name ends in one of a
 * thousand words "view-0000" to "view-0999" (a rare search: a photo in a thousand). One task title in four has
 * "terrace".
 */
export async function seedListRows(db: Db, { userId, hotelId }: SeededHotel, counts: ListRowCounts) {
  const hotel = sql`${hotelId}::uuid`;
  await insertAssets(db, hotel, counts.assets, null);
  await insertAssets(db, hotel, counts.trashedAssets, sql`now() - make_interval(mins => g)`);
  await db.execute(sql`
    insert into asset_tags (asset_id, tag)
    select a.id, t.tag from assets a
    cross join lateral (values ('bright'), ('interior'), ('room-' || (a.width % 97)),
      (case when a.width % 10 = 2 then 'terrace-view' end)) as t(tag)
    where a.hotel_id = ${hotel} and t.tag is not null
    on conflict do nothing`);
  // Changed when they were made, not now: adding the tags rewrote search_text, which a trigger takes for an edit.
  await db.execute(sql`update assets set updated_at = created_at where hotel_id = ${hotel}`);
  // The hotel gallery as its first read makes it: every live photo, newest first, the newest the cover.
  await db.execute(sql`
    insert into property_assets (hotel_id, asset_id, is_cover, display_order)
    select ${hotel}, id, n = 0, n from (
      select id, row_number() over (order by created_at desc, id desc) - 1 as n
      from assets where hotel_id = ${hotel} and deleted_at is null) live`);

  await insertRooms(db, hotel, counts.rooms, null);
  await insertRooms(db, hotel, counts.trashedRooms, sql`now() - make_interval(mins => g)`);
  await linkPhotos(db, hotel, {
    table: sql`room_assets`,
    owner: sql`room_id`,
    owners: sql`select id from rooms where hotel_id = ${hotel}`,
    each: counts.photosPerRoom,
  });

  await insertTemplates(db, hotel, counts.templates, null);
  await insertTemplates(db, hotel, counts.trashedTemplates, sql`now() - make_interval(mins => g)`);
  await db.execute(sql`
    insert into template_tags (template_id, tag)
    select t.id, tag from templates t
    cross join lateral (values ('summer'), ('family'), ('offer-' || (extract(epoch from t.created_at)::bigint % 20))) as v(tag)
    where t.hotel_id = ${hotel}
    on conflict do nothing`);
  await linkPhotos(db, hotel, {
    table: sql`template_images`,
    owner: sql`template_id`,
    owners: sql`select id from templates where hotel_id = ${hotel}`,
    each: counts.imagesPerTemplate,
  });

  await db.execute(sql`
    insert into tasks (hotel_id, user_id, title, priority, due_date, completed, created_at)
    select ${hotel}, ${userId},
      'Check the ' || (array['rooms', 'lobby', 'spa', 'terrace'])[1 + g % 4] || ' photos ' || g,
      (array['low', 'medium', 'high'])[1 + g % 3], current_date + (g % 365), g % 4 = 0,
      now() - make_interval(mins => g)
    from generate_series(1, ${counts.tasks}::int) g`);
  await db.execute(sql`
    insert into task_tags (task_id, tag)
    select t.id, v.tag from tasks t
    cross join lateral (values ('Rooms'), (case when t.title like '%spa%' then 'Follow-up' end)) as v(tag)
    where t.hotel_id = ${hotel} and v.tag is not null
    on conflict do nothing`);

  await db.execute(sql`
    insert into activities (hotel_id, kind, title, created_at)
    select ${hotel}, (array['asset_upload', 'template_create', 'description_update'])[1 + g % 3],
      'Activity ' || g, now() - make_interval(mins => g)
    from generate_series(1, ${counts.activities}::int) g`);
  await db.execute(sql`
    insert into notifications (user_id, hotel_id, kind, params, dedupe_key, read_at, created_at)
    select ${userId}, ${hotel}, 'import_succeeded', jsonb_build_object('hotelName', 'Hotel ' || g),
      'seeded:' || ${hotelId} || ':' || g, case when g % 3 = 0 then now() end, now() - make_interval(mins => g)
    from generate_series(1, ${counts.notifications}::int) g`);
}

/** Photos g = 1..count, an hour apart, newest first; `deletedAt` null for the library, an expression of g for the trash. */
async function insertAssets(db: Db, hotel: SQL, count: number, deletedAt: SQL | null) {
  if (count === 0) return;
  // Numbered after the hotel's photos so far: the trash's photos follow the library's.
  await db.execute(sql`
    insert into assets (hotel_id, name, category, storage_key, thumb_key, gallery_key, mime_type, size, width,
      height, hash, perceptual_hash, created_at, updated_at, deleted_at)
    select ${hotel},
      case when n % 10 = 1 then 'restaurant-terrace-' else 'room-photo-' end || n || ' view-'
        || lpad((n % 1000)::text, 4, '0') || '.jpg',
      (array['Room Photos', 'Dining', 'Amenities', 'Property', 'Other'])[1 + n % 5],
      'hotel-assets/' || ${hotel} || '/' || n || '.jpg', 'hotel-assets/' || ${hotel} || '/' || n || '-thumb.webp',
      'hotel-assets/' || ${hotel} || '/' || n || '-gallery.webp', 'image/jpeg', 200000, 1600 + n % 400, 1200,
      md5(${hotel} || ':' || n), n, now() - make_interval(hours => n), now() - make_interval(hours => n),
      ${deletedAt ?? sql`null::timestamptz`}
    from (select g, (g + (select count(*) from assets where hotel_id = ${hotel}))::int as n
      from generate_series(1, ${count}::int) g) numbered`);
}

async function insertRooms(db: Db, hotel: SQL, count: number, deletedAt: SQL | null) {
  if (count === 0) return;
  await db.execute(sql`
    insert into rooms (hotel_id, name, type, max_occupancy, room_count, created_at, deleted_at)
    select ${hotel}, 'Room ' || g, (array['double', 'single', 'suite'])[1 + g % 3], 2, 1 + g % 20,
      now() - make_interval(hours => g), ${deletedAt ?? sql`null::timestamptz`}
    from generate_series(1, ${count}::int) g`);
}

async function insertTemplates(db: Db, hotel: SQL, count: number, deletedAt: SQL | null) {
  if (count === 0) return;
  await db.execute(sql`
    insert into templates (hotel_id, name, description, category, content, start_date, end_date, is_published,
      created_at, updated_at, deleted_at)
    select ${hotel}, 'Offer ' || g, 'An offer from ' || (current_date + (g * 3) % 700),
      (array['event', 'seasonal', 'audience'])[1 + g % 3], jsonb_build_object('description', 'A house with history.'),
      current_date + (g * 3) % 700, current_date + (g * 3) % 700 + 7 + g % 30, g % 2 = 0,
      now() - make_interval(hours => g), now() - make_interval(hours => g),
      ${deletedAt ?? sql`null::timestamptz`}
    from generate_series(1, ${count}::int) g`);
}

/**
 * Gives each owner (room or template) `each` of the hotel's live photos, the first the cover, spread over the
 * library so that owners share few photos.
 */
async function linkPhotos(db: Db, hotel: SQL, place: { table: SQL; owner: SQL; owners: SQL; each: number }) {
  if (place.each === 0) return;
  await db.execute(sql`
    with photos as (
      select id, row_number() over (order by created_at desc, id desc) - 1 as n
      from assets where hotel_id = ${hotel} and deleted_at is null
    ), total as (select count(*) as c from photos),
    owners as (select id, row_number() over (order by id) - 1 as k from (${place.owners}) o)
    insert into ${place.table} (${place.owner}, asset_id, is_cover, display_order)
    select owners.id, photos.id, i = 0, i
    from owners cross join generate_series(0, ${place.each}::int - 1) i cross join total
    join photos on photos.n = (owners.k * ${place.each}::int + i) % total.c
    where total.c >= ${place.each}::int`);
}
