import { addDaysToIsoDate } from '@common/templates/date-range';
import { limits } from '@common/limits';
import { activityTexts } from '@common/activities/texts';
import type { AppContext } from '../../http/context';
import { recordActivity } from '../activities/service';
import { linkImportedHotelPhotos, linkImportedRoomPhotos } from '../galleries/service';
import { writeNewTemplate } from '../templates/write-template';
import type { CoreWritten } from './write-core';
import type { PhotoPlan } from './photo-plan';
import { hasDefaultTemplate, saveMissingNumberOfRooms, saveNumberOfRooms } from './repository';

type Deps = Pick<AppContext, 'db' | 'log'>;

/** How long the default template made by an import is valid (spec part 1, section 9: now to 30 days ahead). */
export const defaultTemplateDays = 30;

/**
 * What follows the core, each part in its own transaction and none of them fatal (spec part 1, section 8: these
 * failures are only logged and do not stop the import): the gallery links, the room count, the default template.
 */
export async function writeImportExtras(
  deps: Deps,
  hotelId: string,
  core: CoreWritten,
  plan: PhotoPlan,
  { numberOfRooms, keepExisting }: { numberOfRooms: number; keepExisting: boolean },
  /** Who started the import: the default template it makes is logged as theirs. */
  actorUserId: string,
): Promise<{ defaultTemplateId: string | null }> {
  const propertyAssetIds = unique(plan.propertyPhotos.map((position) => core.assetIds[position] as string));
  await logFailure(deps, 'linking the property photos', () =>
    linkImportedHotelPhotos(deps.db, hotelId, propertyAssetIds),
  );
  await logFailure(deps, 'linking the room photos', () => linkRoomPhotos(deps, hotelId, core, plan));
  await logFailure(deps, 'saving the room count', () =>
    // A website that says nothing of its rooms leaves the count as it is.
    keepExisting
      ? numberOfRooms > 0
        ? saveMissingNumberOfRooms(deps.db, hotelId, numberOfRooms)
        : Promise.resolve()
      : saveNumberOfRooms(deps.db, hotelId, numberOfRooms),
  );
  const templateId = await logFailure(deps, 'making the default template', () =>
    makeDefaultTemplate(deps, hotelId, propertyAssetIds, actorUserId),
  );
  return { defaultTemplateId: templateId ?? null };
}

async function logFailure<T>(deps: Deps, what: string, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    deps.log.error({ err: error }, `import: ${what} failed`);
    return undefined;
  }
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

async function linkRoomPhotos({ db }: Deps, hotelId: string, core: CoreWritten, plan: PhotoPlan) {
  for (const [position, photos] of plan.roomPhotos.entries()) {
    const roomId = core.roomIds[position];
    if (roomId)
      await linkImportedRoomPhotos(
        db,
        hotelId,
        roomId,
        photos.map((photo) => core.assetIds[photo] as string),
      );
  }
}

/** The default template's name (spec part 1, section 9); its activity title names it like any template's. */
const defaultTemplateName = 'Default';

/**
 * The default template (spec part 1, section 9): named Default, category default, published, valid from today to
 * 30 days ahead, tagged default, with the property photos. A hotel that has a default template keeps it.
 */
async function makeDefaultTemplate(
  deps: Deps,
  hotelId: string,
  propertyAssetIds: readonly string[],
  actorUserId: string,
) {
  const { db } = deps;
  if (await hasDefaultTemplate(db, hotelId)) return null;
  const today = new Date().toISOString().slice(0, 10);
  const imageIds = propertyAssetIds.slice(0, limits.templateImagesMax);
  const templateId = await writeNewTemplate(db, hotelId, {
    name: defaultTemplateName,
    description: '',
    category: 'default',
    startDate: today,
    endDate: addDaysToIsoDate(today, defaultTemplateDays),
    tags: ['default'],
    imageIds,
    coverId: imageIds[0] ?? null,
    isPublished: true,
    contentDescription: undefined,
  });
  await recordActivity(deps, {
    hotelId,
    kind: 'template_create',
    title: activityTexts.templateCreated(defaultTemplateName),
    entityId: templateId,
    actorUserId,
  });
  return templateId;
}
