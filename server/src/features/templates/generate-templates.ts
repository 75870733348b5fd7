import type { ContentLanguage } from '@common/ai/hotel-profile';
import type { TemplateGenerationView } from '@common/templates/schemas';
import { templateTexts } from '@common/templates/texts';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { isUuid, requireMemberHotel } from '../hotels/service';
import { templateGenerationJob, type GenerationJob } from './generation-job';
import {
  deleteGeneration,
  endStaleGenerations,
  findGeneration,
  findRunningGeneration,
  finishGeneration,
  insertGeneration,
} from './generation-runs';
import { generationStaleAfterMs, presentGeneration } from './generation-view';

type Deps = Pick<AppContext, 'db' | 'storage' | 'log' | 'ai' | 'jobs'>;

/**
 * 'Generate Templates': a set of three to five templates from the configured generator (the built-in one
 * without an AI service), each with up to 8 relevance-chosen images of the hotel, saved as unpublished drafts.
 * The generation runs as a job (generation-job.ts); this answers it running, and the client follows it with
 * getGeneration. While one runs for the hotel, asking again answers that one, without counting against the
 * user's AI limit a second time.
 */
export async function startGeneration(
  deps: Deps,
  userId: string,
  hotelId: string,
  language: ContentLanguage,
): Promise<TemplateGenerationView> {
  const { db, ai, jobs } = deps;
  await requireMemberHotel(db, userId, hotelId);
  await endStaleGenerations(
    db,
    hotelId,
    new Date(Date.now() - generationStaleAfterMs),
    templateTexts.generateFailed,
  );
  // The hotel's one running generation is guarded by a unique index: a second click, another tab or two
  // requests in the same moment find the running one through it, and follow that one.
  const row = await insertGeneration(db, hotelId).catch((error: unknown) => {
    if (isUniqueViolation(error)) return null;
    throw error;
  });
  if (!row) {
    const running = await findRunningGeneration(db, hotelId);
    // It ended between the two statements: a new one may start now.
    return running ? presentGeneration(deps, running) : startGeneration(deps, userId, hotelId, language);
  }
  // Counted once the generation is known to be this request's, so two clicks at once count once.
  await ai.limiter.take(userId, 'text').catch(async (error: unknown) => {
    await deleteGeneration(db, row.id);
    throw error;
  });
  const job: GenerationJob = { id: row.id, hotelId, userId, language };
  await jobs.send(templateGenerationJob, job).catch(async (error: unknown) => {
    // Not queued (the database went away, or this process is stopping): the run must not block the hotel.
    await finishGeneration(db, row.id, { status: 'failed', error: templateTexts.generateFailed }).catch(
      () => undefined,
    );
    throw new AppError('serviceUnavailable', templateTexts.generateFailed, { cause: error });
  });
  return presentGeneration(deps, row);
}

/** One generation of the user's hotel, as it stands. */
export async function getGeneration(
  deps: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  hotelId: string,
  generationId: string,
): Promise<TemplateGenerationView> {
  await requireMemberHotel(deps.db, userId, hotelId);
  const row = isUuid(generationId) ? await findGeneration(deps.db, hotelId, generationId) : undefined;
  if (!row) throw new AppError('notFound', templateTexts.generationNotFound);
  return presentGeneration(deps, row);
}
