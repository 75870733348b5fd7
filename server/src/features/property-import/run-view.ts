import type { ImportRunView } from '@common/import/schemas';
import { importTexts } from '@common/import/texts';
import { failedItems } from './import-progress';
import type { ImportRunRow } from './import-runs';

/**
 * A running import whose progress has not moved for this long has lost its process (every photo ends within 30
 * s, and progress is written as photos finish): it is shown as failed and no longer blocks a new import.
 */
export const staleAfterMs = 2 * 60_000;

export const isStale = (row: ImportRunRow, now: number) =>
  row.status === 'running' && row.updatedAt.getTime() < now - staleAfterMs;

export function presentRun(row: ImportRunRow, now = Date.now()): ImportRunView {
  const stale = isStale(row, now);
  const failed = row.status === 'failed' || stale;
  return {
    id: row.id,
    hotelId: row.hotelId,
    source: row.source === 'website' ? 'website' : 'booking',
    url: row.sourceUrl,
    status: stale ? 'failed' : (row.status as ImportRunView['status']),
    items: failed ? failedItems(row.items) : row.items,
    error: stale ? importTexts.importFailed : row.error,
    // Results recorded before the website import have no `found`.
    result: row.result ? { ...row.result, found: row.result.found ?? null } : null,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
