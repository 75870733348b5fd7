import { assetTexts } from '@common/assets/schemas';
import { limits } from '@common/limits';

export const notAnImageText = 'Only image files can be uploaded.';

/**
 * Why a chosen or dropped file is not sent, or null when it may be. Only the type's image/ prefix and the
 * size are checked here (spec part 2, section 2); the server checks the content (DECISIONS.md point 12).
 */
export function uploadFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return notAnImageText;
  if (file.size > limits.uploadBytes) return assetTexts.tooLarge;
  return null;
}
