import type { ContentLanguage } from '@common/ai/hotel-profile';
import { templateTexts } from '@common/templates/texts';
import { activityTexts } from '@common/activities/texts';
import type { AppContext } from '../../http/context';
import type { GeneratedTemplate } from '../../integrations/ai/ai-service';
import { stoppedByShutdown, type JobRun } from '../../integrations/jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activities/service';
import { imageCandidatesOfHotel } from '../assets/service';
import { hotelProfileForAi } from '../descriptions/service';
import { requireMemberHotelWithLocation } from '../hotels/service';
import { draftOfGenerated } from './generated-draft';
import { findGeneration, finishGeneration, lockRunningGeneration } from './generation-runs';
import { generationDeadlineMs, isStaleGeneration } from './generation-view';
import { insertTemplate } from './write-template';

export const templateGenerationJob = 'template-generation';

/** Generations one process runs at once: each mostly waits on one AI call. */
const generationsAtOnce = 8;

export interface GenerationJob {
  id: string;
  hotelId: string;
  userId: string;
  language: ContentLanguage;
}

type Deps = Pick<AppContext, 'db' | 'storage' | 'log' | 'ai' | 'jobs'>;

/** 'Generate Templates' as a job (docs/decisions/016): asked for by a request, run by whichever process takes it. */
export function defineTemplateGenerationJob(deps: Deps) {
  deps.jobs.define<GenerationJob>({
    name: templateGenerationJob,
    concurrency: generationsAtOnce,
    deadlineMs: generationDeadlineMs,
    handle: (job, run) => runGeneration(deps, job, run),
  });
}

/**
 * Generates the set and saves it, once. A generation that has ended meanwhile (or whose hotel is gone) is left
 * alone; one that lost its process long enough to read as failed is ended as failed. The AI call was counted
 * against the user's limit when they asked, so a run taken over after a stop does not count it again.
 */
async function runGeneration(deps: Deps, job: GenerationJob, run: JobRun) {
  const { db, log } = deps;
  const row = await findGeneration(db, job.hotelId, job.id);
  if (!row || row.status !== 'running') return;
  if (isStaleGeneration(row, Date.now())) {
    await finishGeneration(db, job.id, { status: 'failed', error: templateTexts.generateFailed });
    return;
  }
  let generated: GeneratedTemplate[];
  try {
    generated = await generateSet(deps, job, run.signal);
  } catch (error) {
    // Stopped with the process on PostgreSQL: the job goes back to the queue and another process generates.
    if (stoppedByShutdown(run) && run.handedBackOnStop) throw error;
    log.warn({ err: error, generationId: job.id }, 'template generation failed');
    const message =
      error instanceof AppError && !run.signal.aborted ? error.message : templateTexts.generateFailed;
    await finishGeneration(db, job.id, { status: 'failed', error: message });
    return;
  }
  await saveGeneratedSet(deps, job, generated).catch(async (error: unknown) => {
    log.warn({ err: error, generationId: job.id }, 'saving generated templates failed');
    // When even this fails (the database is away), the job is tried again and generates again.
    await finishGeneration(db, job.id, { status: 'failed', error: templateTexts.generateFailed });
  });
}

async function generateSet(deps: Deps, job: GenerationJob, signal: AbortSignal) {
  const owned = await requireMemberHotelWithLocation(deps.db, job.userId, job.hotelId);
  const [{ profile }, assets] = await Promise.all([
    hotelProfileForAi(deps.db, owned, job.language),
    imageCandidatesOfHotel(deps.db, job.hotelId),
  ]);
  return deps.ai.service.generateTemplateSet({ profile, assets, language: job.language, signal });
}

/**
 * The drafts, their template_create entries in the activity log (spec part 2) and the generation's outcome in one
 * transaction, under the generation's row lock: a second run of the same job finds it ended and writes nothing,
 * and whoever sees the generation succeeded also sees its drafts logged.
 */
async function saveGeneratedSet(deps: Deps, job: GenerationJob, generated: GeneratedTemplate[]) {
  const { db, ai } = deps;
  await db.transaction(async (tx) => {
    if (!(await lockRunningGeneration(tx, job.id))) return;
    const created: string[] = [];
    for (const template of generated) {
      const id = await insertTemplate(tx, job.hotelId, draftOfGenerated(template));
      created.push(id);
      await recordActivity(
        { ...deps, db: tx },
        {
          hotelId: job.hotelId,
          kind: 'template_create',
          title: activityTexts.templateCreated(template.name),
          entityId: id,
          // The member who asked for the set; the job writes it for them.
          actorUserId: job.userId,
        },
      );
    }
    await finishGeneration(tx, job.id, {
      status: 'succeeded',
      templateIds: created,
      provider: ai.service.provider,
      label: ai.service.label,
    });
  });
}
