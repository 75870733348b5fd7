import { limits } from '@common/limits';

/** What the gallery routes answer when they refuse (the web app decides by error code). */
export const galleryTexts = {
  /** The same words as galleryOrderSchema's for an id that is not a UUID. */
  unknownImage: 'Unknown image',
  notInGallery: 'This image is not in the gallery',
  roomGalleryFull: `A room can have at most ${limits.roomGalleryMaxImages} images`,
} as const;
