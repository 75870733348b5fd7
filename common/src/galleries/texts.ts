import { limits } from '../limits';

/** What the gallery routes and the gallery requests' checks answer when they refuse (the web decides by error code). */
export const galleryTexts = {
  /** An id that is not a UUID, or no image of the hotel's library. */
  unknownImage: 'Unknown image',
  notInGallery: 'This image is not in the gallery',
  roomGalleryFull: `A room can have at most ${limits.roomGalleryMaxImages} images`,
  tooManyImages: `At most ${limits.hotelGalleryMaxImages} images`,
  listedTwice: 'An image is listed twice',
  chooseImagesToAdd: 'Choose the images to add',
} as const;
