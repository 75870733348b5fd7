import { limits } from '@common/limits';
import type { GalleryTarget } from './api/gallery-keys';

/** A room holds at most 50 images; the hotel's gallery is bounded only by its library. */
export const maxImagesOf = (target: GalleryTarget) =>
  target.roomId === null ? limits.hotelGalleryMaxImages : limits.roomGalleryMaxImages;
