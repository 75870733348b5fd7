import { limits } from '@common/limits';
import { profileTexts } from '@common/profile/schemas';
import { personalSettingsTexts } from '@web/locales/profile';
import { sharedText } from '@web/lib/i18n/shared-text';

/**
 * Why a chosen or dropped file cannot be a profile photo, or null when it may be uploaded. The server checks
 * the content again; this only spares the user an upload that is bound to fail. SVG is refused like on the
 * server (DECISIONS.md point 12), since it is not a raster image.
 */
export function photoFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml')
    return sharedText(profileTexts.notAnImage);
  if (file.size > limits.uploadBytes) return personalSettingsTexts('photo.tooLarge');
  return null;
}
