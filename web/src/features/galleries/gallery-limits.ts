import { limits } from '@common/limits';
import { galleryCatalogue } from '@web/locales/galleries';
import type { GalleryTarget } from './api/gallery-keys';

/** A room holds at most 50 images; the hotel's gallery is bounded only by its library. */
export const maxImagesOf = (target: GalleryTarget) =>
  target.roomId === null ? limits.hotelGalleryMaxImages : limits.roomGalleryMaxImages;

/**
 * What the picker may still add to a gallery holding `count` images, with the rule in the picker's words
 * (English, as the picker's screen), so a pick past it is stopped and said, never cut.
 */
export const pickLimitOf = (target: GalleryTarget, count: number) => ({
  remaining: Math.max(0, maxImagesOf(target) - count),
  rule:
    target.roomId === null
      ? galleryCatalogue('pickLimit.hotelGallery', { max: limits.hotelGalleryMaxImages })
      : galleryCatalogue('pickLimit.roomGallery', { max: limits.roomGalleryMaxImages }),
});
