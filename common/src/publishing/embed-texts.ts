import { textWith } from '../messages/text-with';

/**
 * The words of the embedded gallery pages (/embed/hotels/{publicId}/gallery and .../rooms/{roomId}), which the
 * server writes into the page; the page's script adds none of its own. English, like the hotel's descriptions
 * today; a second language adds its translations by these ids (common/src/messages/registry.ts).
 */
export const embedTexts = {
  galleryTitle: textWith('Photos of {hotel}', 'hotel'),
  roomTitle: textWith('Photos of {room}, {hotel}', 'room', 'hotel'),
  /** A photo whose name says nothing to a person who cannot see it ('IMG_1234.jpg'; common/src/channels/alt-text.ts). */
  photoAlt: textWith('{subject}, photo {position} of {count}', 'subject', 'position', 'count'),
  noPhotos: 'No photos yet.',
  close: 'Close',
  previous: 'Previous photo',
  next: 'Next photo',
  notFoundTitle: 'Gallery not found',
  notFoundText: 'This gallery is not available.',
  tooManyRequests: 'Too many requests. Please try again in a minute.',
} as const;
