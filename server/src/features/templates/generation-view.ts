import type { TemplateGenerationView } from '@common/templates/schemas';
import { templateTexts } from '@common/templates/texts';
import type { AppContext } from '../../http/context';
import type { GenerationRow } from './generation-runs';
import { findTemplatesOfHotelByIds } from './repository';
import { presentTemplate } from './template-view';

/** The longest a generation may run (its job's deadline): one AI call of at most about two timeouts. */
export const generationDeadlineMs = 3 * 60_000;

/**
 * A generation still running this long after it started has lost its process and its job (the job's expiry is
 * its deadline plus two minutes): it reads as failed and no longer stands in the way of a new one.
 */
export const generationStaleAfterMs = generationDeadlineMs + 2 * 60_000;

export const isStaleGeneration = (row: GenerationRow, now: number) =>
  row.status === 'running' && row.startedAt.getTime() < now - generationStaleAfterMs;

/** A generation as the client follows it; once it has succeeded, with the drafts it wrote that still exist. */
export async function presentGeneration(
  { db, storage }: Pick<AppContext, 'db' | 'storage'>,
  row: GenerationRow,
  now = Date.now(),
): Promise<TemplateGenerationView> {
  const stale = isStaleGeneration(row, now);
  const records =
    row.status === 'succeeded' ? await findTemplatesOfHotelByIds(db, row.hotelId, row.templateIds) : [];
  return {
    id: row.id,
    status: stale ? 'failed' : (row.status as TemplateGenerationView['status']),
    templates: records.map((record) => presentTemplate(storage, record)),
    provider: row.provider,
    label: row.label,
    error: stale ? templateTexts.generateFailed : row.error,
    startedAt: row.startedAt.toISOString(),
  };
}
