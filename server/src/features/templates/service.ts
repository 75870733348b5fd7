import type {
  CalendarTemplatesView,
  TemplateListView,
  TemplateValues,
  TemplateView,
} from '@common/templates/schemas';
import { templateTexts } from '@common/templates/texts';
import type { z } from 'zod';
import type { templateContentSaveSchema } from '@common/templates/schemas';
import { activityTexts } from '@common/activities/texts';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import type { RememberedAnswers } from '../../lib/remembered-answers';
import { recordActivity } from '../activities/service';
import { isUuid, requireMemberHotel } from '../hotels/service';
import { findCalendarTemplates, findTemplateOfHotel } from './repository';
import { findTemplateSummariesOfHotel } from './template-list-repository';
import { templateChanges } from './template-changes';
import { presentTemplate, presentTemplateSummary } from './template-view';
import { writeNewTemplate, writeTemplate, writeTemplateContent } from './write-template';

type Deps = Pick<AppContext, 'db' | 'storage' | 'log'>;
type ReadDeps = Pick<AppContext, 'db' | 'storage'> & { answers: RememberedAnswers };
type Db = AppContext['db'];

const templateNotFound = () => new AppError('notFound', templateTexts.templateNotFound);

/**
 * The hotel's templates with tags and images, published first, then newest first. Remembered per templates and
 * assets version of the hotel (image names and files come from the library).
 */
export async function listTemplates(
  { db, storage, answers }: ReadDeps,
  userId: string,
  hotelId: string,
): Promise<TemplateListView> {
  const hotel = await requireMemberHotel(db, userId, hotelId);
  const key = [hotelId, hotel.templatesVersion, hotel.assetsVersion, 'templates'];
  return answers.remember(key, async () => ({
    // The list leaves out the content each template supplies to the content page and every image but the
    // cover: the editor and the content page read one template at a time.
    templates: (await findTemplateSummariesOfHotel(db, hotelId)).map((record) =>
      presentTemplateSummary(storage, record),
    ),
  }));
}

/** Every template of the hotel as the calendar needs it, newest first; remembered like the list. */
export async function listCalendarTemplates(
  { db, answers }: ReadDeps,
  userId: string,
  hotelId: string,
): Promise<CalendarTemplatesView> {
  const hotel = await requireMemberHotel(db, userId, hotelId);
  return answers.remember([hotelId, hotel.templatesVersion, 'calendar'], async () => ({
    templates: await findCalendarTemplates(db, hotelId),
  }));
}

async function requireTemplate(db: Db, hotelId: string, templateId: string) {
  const record = isUuid(templateId) ? await findTemplateOfHotel(db, hotelId, templateId) : undefined;
  if (!record) throw templateNotFound();
  return record;
}

/** One template of the user's hotel. */
export async function getTemplate(
  { db, storage }: Pick<Deps, 'db' | 'storage'>,
  userId: string,
  hotelId: string,
  templateId: string,
): Promise<TemplateView> {
  await requireMemberHotel(db, userId, hotelId);
  return presentTemplate(storage, await requireTemplate(db, hotelId, templateId));
}

/**
 * Creates a template with its tags and images in one transaction and logs template_create. Unpublished unless
 * the editor's switch says otherwise.
 */
export async function createTemplate(
  deps: Deps,
  userId: string,
  hotelId: string,
  input: TemplateValues,
): Promise<TemplateView> {
  await requireMemberHotel(deps.db, userId, hotelId);
  const id = await writeNewTemplate(deps.db, hotelId, input);
  await recordActivity(deps, {
    hotelId,
    kind: 'template_create',
    title: activityTexts.templateCreated(input.name),
    entityId: id,
    actorUserId: userId,
  });
  return presentTemplate(deps.storage, await requireTemplate(deps.db, hotelId, id));
}

/**
 * Saves the editor's template: fields, tags and images replaced in one transaction; logs template_update with
 * each field changed.
 */
export async function updateTemplate(
  deps: Deps,
  userId: string,
  hotelId: string,
  templateId: string,
  input: TemplateValues,
): Promise<TemplateView> {
  await requireMemberHotel(deps.db, userId, hotelId);
  const before = presentTemplate(deps.storage, await requireTemplate(deps.db, hotelId, templateId));
  if (!(await writeTemplate(deps.db, hotelId, templateId, input))) throw templateNotFound();
  const after = presentTemplate(deps.storage, await requireTemplate(deps.db, hotelId, templateId));
  await recordTemplateChange(deps, userId, hotelId, before, after);
  return after;
}

/** 'Im Template speichern': the content page's description and hotel images into the template. */
export async function saveTemplateContent(
  deps: Deps,
  userId: string,
  hotelId: string,
  templateId: string,
  input: z.output<typeof templateContentSaveSchema>,
): Promise<TemplateView> {
  await requireMemberHotel(deps.db, userId, hotelId);
  const before = presentTemplate(deps.storage, await requireTemplate(deps.db, hotelId, templateId));
  if (!(await writeTemplateContent(deps.db, hotelId, templateId, input))) throw templateNotFound();
  const after = presentTemplate(deps.storage, await requireTemplate(deps.db, hotelId, templateId));
  await recordTemplateChange(deps, userId, hotelId, before, after);
  return after;
}

/** Logs an edit of a template by a member with each field it changed; an edit that changed none is not logged. */
async function recordTemplateChange(
  deps: Deps,
  userId: string,
  hotelId: string,
  before: TemplateView,
  after: TemplateView,
) {
  const changes = templateChanges(before, after);
  if (changes.length === 0) return;
  await recordActivity(deps, {
    hotelId,
    kind: 'template_update',
    title: activityTexts.templateUpdated(after.name),
    entityId: after.id,
    actorUserId: userId,
    changes,
  });
}
