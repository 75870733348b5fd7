// A chain of hotels with a full library and rooms each, written inside the database (as grow-library.mjs grows one
// library): the first hotel's uploaded photos are copied into every hotel, each hotel gets rooms with galleries,
// a hotel gallery, a description, facilities and policies, so the channel readiness has everything to read.
import { closeSync, existsSync, openSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * Fills every hotel of `hotelIds` from the uploaded photos of `sourceHotelId`: `photos` assets each (every tenth a
 * smaller 850 x 400 one, so the size rules find something), `rooms` rooms each with 2 to 8 photos linked, a
 * 20-photo hotel gallery, an 800-character description, three facilities and check-in times.
 */
async function seed(db, { sourceHotelId, hotelIds, photos, rooms }) {
  await db.query('begin');
  try {
    await db.query(
      `create temp table originals on commit drop as
         select id, row_number() over (order by id) - 1 as n from assets where hotel_id = $1`,
      [sourceHotelId],
    );
    await db.query(`delete from assets where hotel_id = $1`, [sourceHotelId]);
    await db.query(
      `insert into assets (id, hotel_id, name, type, category, storage_key, thumb_key, gallery_key, mime_type,
         size, width, height, hash, perceptual_hash, created_at)
       select md5(h.id::text || ':' || g)::uuid, h.id, o_a.name || ' ' || g, o_a.type, o_a.category,
         o_a.storage_key, o_a.thumb_key, o_a.gallery_key, o_a.mime_type, o_a.size,
         case when g % 10 = 0 then 850 else o_a.width end, case when g % 10 = 0 then 400 else o_a.height end,
         md5(h.id::text || g), o_a.perceptual_hash, now() - make_interval(mins => g)
       from unnest($1::uuid[]) h(id) cross join generate_series(0, $2::int - 1) g
         join originals o on o.n = g % (select count(*) from originals)
         join assets_source o_a on o_a.id = o.id`,
      [`{${hotelIds.join(',')}}`, photos],
    );
    await db.query(
      `insert into rooms (id, hotel_id, name, type, max_occupancy, beds, created_at)
       select md5(h.id::text || ':room:' || r)::uuid, h.id, 'Room ' || r, 'double',
         case when r % 2 = 0 then 2 end,
         case when r % 2 = 0 then '[{"type":"double","count":1}]'::jsonb else '[]'::jsonb end,
         now() - make_interval(mins => r)
       from unnest($1::uuid[]) h(id) cross join generate_series(1, $2::int) r`,
      [`{${hotelIds.join(',')}}`, rooms],
    );
    await db.query(
      `insert into room_assets (room_id, asset_id, is_cover, display_order)
       select md5(h.id::text || ':room:' || r)::uuid, md5(h.id::text || ':' || (r * 8 + p))::uuid, p = 0, p
       from unnest($1::uuid[]) h(id) cross join generate_series(1, $2::int) r
         cross join generate_series(0, 7) p
       where p < 2 + r % 7`,
      [`{${hotelIds.join(',')}}`, rooms],
    );
    await db.query(
      `insert into property_assets (hotel_id, asset_id, is_cover, display_order)
       select h.id, md5(h.id::text || ':' || p)::uuid, p = 0, p
       from unnest($1::uuid[]) h(id) cross join generate_series(0, 19) p`,
      [`{${hotelIds.join(',')}}`],
    );
    await db.query(
      `insert into hotel_descriptions (hotel_id, language, content)
       select h.id, 'en', repeat('A quiet lake hotel. ', 40) from unnest($1::uuid[]) h(id)`,
      [`{${hotelIds.join(',')}}`],
    );
    await db.query(
      `insert into hotel_features (hotel_id, feature_id, active)
       select h.id, f.id, true from unnest($1::uuid[]) h(id)
         cross join (select id from features where id in ('free-wifi', 'breakfast', 'swimming-pool')) f`,
      [`{${hotelIds.join(',')}}`],
    );
    await db.query(
      `insert into hotel_policies (hotel_id, check_in_from, check_in_until, check_out_until)
       select h.id, '15:00', '22:00', '11:00' from unnest($1::uuid[]) h(id)`,
      [`{${hotelIds.join(',')}}`],
    );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
  await db.query('analyze');
  const count = async (table) =>
    Number((await db.query(`select count(*)::int as n from ${table}`)).rows[0].n);
  return { assets: await count('assets'), rooms: await count('rooms'), links: await count('room_assets') };
}

/** Copies the source hotel's rows aside first, since seeding replaces them with the hotel's own copies. */
async function seedChain(db, options) {
  await db.query('drop table if exists assets_source');
  await db.query(`create table assets_source as select * from assets where hotel_id = $1`, [
    options.sourceHotelId,
  ]);
  try {
    return await seed(db, options);
  } finally {
    await db.query('drop table if exists assets_source');
  }
}

/** The server's own lock (server/src/db/folder-lock.ts), so nothing else opens the folder meanwhile. */
function lockDataDir(dataDir) {
  const file = path.join(dataDir, 'db.lock');
  if (existsSync(file)) throw new Error(`${file} is still there: the server did not shut down cleanly`);
  const fd = openSync(file, 'wx');
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return () => rmSync(file, { force: true });
}

/** Runs `work(client)` on the embedded database of a stopped server, or on PostgreSQL. */
export async function withDatabase(database, dataDir, work) {
  if (database.postgres) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
  const unlock = lockDataDir(dataDir);
  let client;
  try {
    client = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
    return await work(client);
  } finally {
    if (client && !client.closed) await client.close();
    unlock();
  }
}

/** Seeds the chain (see seed()); the server must be stopped on the embedded database. */
export const seedChainHotels = (database, dataDir, options) =>
  withDatabase(database, dataDir, (db) => seedChain(db, options));
