/**
 * The rows of a raw `db.execute` result, which drizzle types per driver: both drivers the server runs on
 * (PGlite, node-postgres) answer `{ rows }`.
 */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('A query answered without rows');
  return rows as T[];
}
