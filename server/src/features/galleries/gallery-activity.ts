import { changedFields } from '@common/activities/changes';
import { activityTexts } from '@common/activities/texts';
import type { GalleryView } from '@common/galleries/schemas';
import type { AppContext } from '../../http/context';
import { recordActivity } from '../activities/service';
import { requireRoom } from '../rooms/service';
import { imagesById, normalizedItems } from './gallery-view';
import type { GalleryLinkRow, GalleryTarget } from './repository';

/** A gallery as the activity log tells it: its photos' names in order, and its cover's. */
export interface GalleryNames {
  order: string[];
  cover: string | null;
}

export const namesOfView = (view: GalleryView): GalleryNames => ({
  order: view.images.map((image) => image.name),
  cover: view.images.find((image) => image.isCover)?.name ?? null,
});

/** The stored links as the gallery shows them (cover first), by name. */
export function namesOfLinks(links: readonly GalleryLinkRow[]): GalleryNames {
  const byId = imagesById(links);
  const items = normalizedItems(links);
  const cover = items.find((item) => item.isCover);
  return {
    order: items.map((item) => byId.get(item.assetId)?.name ?? ''),
    cover: cover ? (byId.get(cover.assetId)?.name ?? null) : null,
  };
}

/**
 * Logs a change of a gallery's order or cover by a member (issue 36, part 4): the photos' names in order
 * before and after, one a line, and the cover's name before and after. A change that left both as they were
 * (the same order saved again) is not logged.
 */
export async function recordGalleryChange(
  deps: Pick<AppContext, 'db' | 'log'>,
  userId: string,
  target: GalleryTarget,
  before: GalleryNames,
  after: GalleryNames,
) {
  const fields = activityTexts.fields;
  const changes = changedFields([
    [fields.photoOrder, before.order.join('\n'), after.order.join('\n')],
    [fields.cover, before.cover, after.cover],
  ]);
  if (changes.length === 0) return;
  const title = await titleOf(deps, userId, target);
  if (title === null) return;
  await recordActivity(deps, {
    hotelId: target.hotelId,
    kind: 'gallery_update',
    title,
    entityId: target.kind === 'hotel' ? target.hotelId : target.roomId,
    actorUserId: userId,
    changes,
  });
}

/** The entry's title; null when the room went to the trash meanwhile (nothing to name, nothing to fail for). */
async function titleOf(deps: Pick<AppContext, 'db' | 'log'>, userId: string, target: GalleryTarget) {
  if (target.kind === 'hotel') return activityTexts.hotelGalleryUpdated;
  try {
    const room = await requireRoom(deps.db, userId, target.hotelId, target.roomId);
    return activityTexts.roomGalleryUpdated(room.name);
  } catch (error) {
    deps.log.warn({ err: error, roomId: target.roomId }, 'the room of a gallery change is gone: not logged');
    return null;
  }
}
