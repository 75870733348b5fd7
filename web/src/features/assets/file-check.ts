import { limits } from '@common/limits';

import { assetLibraryTexts } from '@web/locales/assets';

/** Said for a file that is not an image (the assets catalogue, in the language shown when it was loaded). */
export const notAnImageText = assetLibraryTexts('upload.notAnImage');

/**
 * Why a chosen or dropped file is not sent, or null when it may be. Only the type's image/ prefix and the
 * size are checked here (spec part 2, section 2); the server checks the content (DECISIONS.md point 12).
 */
export function uploadFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return assetLibraryTexts('upload.notAnImage');
  if (file.size > limits.uploadBytes) return assetLibraryTexts('upload.tooLarge');
  return null;
}
