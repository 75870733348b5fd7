import { limits } from '../limits';
import { uploadFormatList } from './upload-formats';

/**
 * What the server answers when it refuses an uploaded image (the library, the profile photo, the import's photos
 * go through the same checks: server/src/http/read-upload.ts, server/src/lib/image-input.ts).
 */
export const uploadTexts = {
  noFileChosen: 'Please choose an image to upload.',
  fileTooLarge: `The file is larger than ${limits.uploadBytes / (1024 * 1024)} MB.`,
  emptyFile: 'The file is empty.',
  notAnImage: `Please choose an image file (${uploadFormatList}).`,
  tooManyPixels: 'The image has too many pixels (at most 50 megapixels).',
  unreadable: 'The image could not be read. It may be damaged or incomplete.',
} as const;
