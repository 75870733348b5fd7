import { addDaysToIsoDate } from '@common/templates/date-range';
import { limits } from '@common/limits';
import type { AppContext } from '../../http/context';
import { recordActivity } from '../activities/service';
import { inGalleryLock } from '../galleries/change-gallery';
import { findGalleryLinks, insertGalleryLinks, replaceGalleryLinks } from '../galleries/repository';
import { writeNewTemplate } from '../templates/write-template';
import type { CoreWritten } from './write-core';
import type { PhotoPlan } from './photo-plan';
import { hasDefaultTemplate, saveNumberOfRooms } from './repository';

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
  numberOfRooms: number,
): Promise<{ defaultTemplateId: string | null }> {
  const propertyAssetIds = unique(plan.propertyPhotos.map((position) => core.assetIds[position] as string));
  await logFailure(deps, 'linking the property photos', () => linkPropertyPhotos(deps, hotelId, propertyAssetIds));
  await logFailure(deps, 'linking the room photos', () => linkRoomPhotos(deps, hotelId, core, plan));
  await logFailure(deps, 'saving the room count', () => saveNumberOfRooms(deps.db, hotelId, numberOfRooms));
  const templateId = await logFailure(deps, 'making the default template', () =>
    makeDefaultTemplate(deps, hotelId, propertyAssetIds),
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

/**
 * The hotel's gallery: the imported property photos first, the first of them the cover at display order 0, the
 * rest numbered in order (spec part 1, section 9); images it held already follow them, so nothing is lost.
 */
async function linkPropertyPhotos({ db }: Deps, hotelId: string, assetIds: readonly string[]) {
  if (assetIds.length === 0) return;
  const target = { kind: 'hotel', hotelId } as const;
  await inGalleryLock(db, target, async (tx) => {
    const imported = new Set(assetIds);
    const kept = (await findGalleryLinks(tx, target)).filter((link) => !imported.has(link.assetId));
    const order = [...assetIds, ...kept.map((link) => link.assetId)];
    await replaceGalleryLinks(
      tx,
      target,
      order.map((assetId, displayOrder) => ({ assetId, isCover: displayOrder === 0, displayOrder })),
    );
  });
}

/**
 * Each room's photos after the images it has; in a room without images the first photo is the cover. A room
 * holds at most 50 images.
 */
async function linkRoomPhotos({ db }: Deps, hotelId: string, core: CoreWritten, plan: PhotoPlan) {
  for (const [position, photos] of plan.roomPhotos.entries()) {
    const roomId = core.roomIds[position];
    if (!roomId || photos.length === 0) continue;
    const target = { kind: 'room', hotelId, roomId } as const;
    await inGalleryLock(db, target, async (tx) => {
      const links = await findGalleryLinks(tx, target);
      const present = new Set(links.map((link) => link.assetId));
      const next = links.reduce((highest, link) => Math.max(highest, link.displayOrder + 1), 0);
      const added = unique(photos.map((photo) => core.assetIds[photo] as string))
        .filter((assetId) => !present.has(assetId))
        .slice(0, Math.max(0, limits.roomGalleryMaxImages - links.length));
      await insertGalleryLinks(
        tx,
        target,
        added.map((assetId, index) => ({
          assetId,
          isCover: links.length === 0 && index === 0,
          displayOrder: next + index,
        })),
      );
    });
  }
}

/**
 * The default template (spec part 1, section 9): named Default, category default, published, valid from today to
 * 30 days ahead, tagged default, with the property photos. A hotel that has a default template keeps it.
 */
async function makeDefaultTemplate(deps: Deps, hotelId: string, propertyAssetIds: readonly string[]) {
  const { db } = deps;
  if (await hasDefaultTemplate(db, hotelId)) return null;
  const today = new Date().toISOString().slice(0, 10);
  const imageIds = propertyAssetIds.slice(0, limits.templateImagesMax);
  const templateId = await writeNewTemplate(db, hotelId, {
    name: 'Default',
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
    title: 'Created template: Default',
    entityId: templateId,
  });
  return templateId;
}
