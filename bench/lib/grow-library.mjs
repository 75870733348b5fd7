// Grows a hotel's image library to thousands of assets without uploading thousands of images: the uploaded
// assets' rows (and their tags) are copied inside the database. On the embedded database that happens while
// the server is stopped (PGlite allows one process per folder); on PostgreSQL while it runs.
import { closeSync, existsSync, openSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * Copies the hotel's assets until it has `target`. Works on a PGlite or a pg client (both offer
 * `query(text, params)`). Each copy is g hours older than its original, so the first pages stay the uploaded
 * ones and the deep pages are copies; its name is the original's plus " g", so a search word from the
 * original's name (e.g. "terrace") still matches, unless `copyName` (SQL over the original `a` and the copy's
 * number `g`, in the copies' order `g, a.id`) names them otherwise. Ids are derived from the original's, so the
 * tags can follow; three copies in four keep their original's tags.
 */
async function copyAssets(db, hotelId, target, copyName = `a.name || ' ' || g`) {
  const count = async () =>
    Number(
      (await db.query('select count(*)::int as n from assets where hotel_id = $1', [hotelId])).rows[0].n,
    );
  const before = await count();
  if (before === 0) throw new Error('the hotel has no assets to copy');
  const copies = target - before;
  const rounds = Math.ceil(copies / before);
  await db.query('begin');
  try {
    await db.query(
      'create temp table originals on commit drop as select id from assets where hotel_id = $1',
      [hotelId],
    );
    await db.query(
      `insert into assets (id, hotel_id, name, type, category, storage_key, thumb_key, gallery_key, mime_type,
         size, width, height, hash, perceptual_hash, created_at)
       select md5(a.id::text || ':' || g)::uuid, a.hotel_id, ${copyName}, a.type, a.category,
         a.storage_key, a.thumb_key, a.gallery_key, a.mime_type, a.size, a.width, a.height,
         md5(a.hash || g::text) || md5(g::text), a.perceptual_hash, a.created_at - make_interval(hours => g)
       from assets a join originals o on o.id = a.id cross join generate_series(1, $1::int) g
       order by g, a.id
       limit $2::int`,
      [rounds, copies],
    );
    await db.query(
      `insert into asset_tags (asset_id, tag)
       select c.id, t.tag
       from asset_tags t join originals o on o.id = t.asset_id cross join generate_series(1, $1::int) g
         join assets c on c.id = md5(t.asset_id::text || ':' || g)::uuid
       where g % 4 <> 0`,
      [rounds],
    );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
  // Fresh statistics, as autovacuum would have them after a while: the planner sees the real table sizes.
  await db.query('analyze assets');
  await db.query('analyze asset_tags');
  const after = await count();
  const tags = Number((await db.query('select count(*)::int as n from asset_tags')).rows[0].n);
  return { before, after, tags };
}

/** The server's own lock (server/src/db/folder-lock.ts), so nothing else opens the folder meanwhile. */
export function lockDataDir(dataDir) {
  const file = path.join(dataDir, 'db.lock');
  if (existsSync(file)) throw new Error(`${file} is still there: the server did not shut down cleanly`);
  const fd = openSync(file, 'wx');
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return () => rmSync(file, { force: true });
}

/**
 * The embedded database in a stopped server's DATA_DIR. `copyName` as in copyAssets; `afterGrowing(client)`,
 * when given, then changes the rows further (e.g. the names a benchmark searches for) on the same client.
 */
export async function growEmbeddedLibrary(dataDir, hotelId, target, { copyName, afterGrowing } = {}) {
  const unlock = lockDataDir(dataDir);
  let client;
  try {
    // The library's search index needs pg_trgm loaded, as the server loads it (server/src/db/pglite-options.ts).
    client = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
    const grown = await copyAssets(client, hotelId, target, copyName);
    await afterGrowing?.(client);
    return grown;
  } finally {
    if (client && !client.closed) await client.close();
    unlock();
  }
}

/** A PostgreSQL database the server may be using meanwhile; the options as on the embedded one. */
export async function growPostgresLibrary(databaseUrl, hotelId, target, { copyName, afterGrowing } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const grown = await copyAssets(client, hotelId, target, copyName);
    await afterGrowing?.(client);
    return grown;
  } finally {
    await client.end();
  }
}
