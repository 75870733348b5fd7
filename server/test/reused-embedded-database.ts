import { openDatabase, type DatabaseHandle } from '../src/db/client';
import type { EmbeddedDatabase } from '../src/db/embedded/embedded-database';

/**
 * Embedded test databases are handed on within a worker instead of opened anew for every test app: opening
 * one (WebAssembly PostgreSQL started on the migrated dump) took about a fifth of the server suite's CPU.
 * A database is handed on only when it is as the migrations left it: its schema is compared with the
 * pristine one (tables, columns, constraints, triggers, functions, types), and its tables are emptied with
 * their sequences restarted. A database a test changed the schema of, closed, or left in a transaction is
 * closed for good instead. Measured on 2 cores: the server projects 129 s -> 96 s; 153 of 159 test apps took a
 * spare, emptied in 38 ms on average.
 */
const spares: EmbeddedDatabase[] = [];
let pristineSchema: string | undefined;

/** Everything a test could add, drop or alter in the schema, as one fingerprint. */
const schemaFingerprint = `
  select md5(string_agg(item, ',' order by item)) as fingerprint from (
    select 'rel:' || c.relname || ':' || c.relkind::text
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
    union all select 'col:' || c.relname || '.' || a.attname || ':' || a.atttypid || ':' || a.attnotnull
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
    union all select 'con:' || co.conname || ':' || co.conrelid
      from pg_constraint co join pg_namespace n on n.oid = co.connamespace where n.nspname = 'public'
    union all select 'trg:' || t.tgname || ':' || t.tgrelid || ':' || t.tgenabled::text
      from pg_trigger t where not t.tgisinternal
    union all select 'fn:' || p.proname || ':' || md5(p.prosrc)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
    union all select 'type:' || t.typname
      from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = 'public'
  ) as items(item)`;

async function fingerprintOf(client: EmbeddedDatabase) {
  const { rows } = await client.query<{ fingerprint: string }>(schemaFingerprint);
  return rows[0]?.fingerprint;
}

/** Empties a database for the next test app, or says it cannot be handed on. */
async function emptyForReuse(client: EmbeddedDatabase, channels: Set<string>): Promise<boolean> {
  try {
    for (const channel of channels) await client.unlisten(channel);
    // A transaction a test left open (or failed, which makes this query fail) is not ours to end.
    const { rows: open } = await client.query<{ open: boolean }>(
      'select now() <> statement_timestamp() as open',
    );
    if (open[0]?.open !== false) return false;
    if ((await fingerprintOf(client)) !== pristineSchema) return false;
    const { rows } = await client.query<{ tables: string }>(
      `select string_agg(format('%I', tablename), ', ') as tables from pg_tables where schemaname = 'public'`,
    );
    await client.exec(`truncate ${rows[0]?.tables} restart identity cascade; reset all;`);
    return true;
  } catch {
    return false;
  }
}

/** A migrated embedded database for one test app: a spare one emptied, or one `open` makes. */
export async function takeEmbeddedDatabase(open: () => Promise<EmbeddedDatabase>): Promise<DatabaseHandle> {
  const client = spares.pop() ?? (await open());
  const handle = await openDatabase({ kind: 'embedded', client });
  pristineSchema ??= await fingerprintOf(client);
  const channels = new Set<string>();
  return {
    ...handle,
    listen: async (channel, onNotice) => {
      channels.add(channel);
      await handle.listen?.(channel, onNotice);
    },
    close: async () => {
      if (client.closed) return;
      if (await emptyForReuse(client, channels)) spares.push(client);
      else await client.close();
    },
  };
}
