import { randomBytes } from 'node:crypto';
import { profileTexts } from '@common/profile/schemas';
import type { AppContext } from '../../http/context';
import type { SessionUser } from '../../http/fastify-types';
import { AppError } from '../../lib/app-error';
import { inspectImage, toJpeg } from '../../lib/image-input';
import { filesRoutePrefix } from '../../integrations/storage/storage-key';
import { setProfilePhoto } from './service';

type Deps = Pick<AppContext, 'db' | 'storage' | 'log'>;

/** Where a user's photos live; account deletion removes the whole folder. */
export const profilePhotoPrefix = (userId: string) => `profile-photos/${userId}/`;

const photoMaxSide = 1024;

/**
 * Stores a new profile photo: checked as an image by its content, re-encoded as JPEG under
 * profile-photos/{userId}/{timestamp}-{random}.jpg, then the profile points at it and the old photo is removed.
 * A failure after the file is stored removes the file again, so no orphan stays behind.
 */
export async function uploadProfilePhoto({ db, storage, log }: Deps, user: SessionUser, upload: Buffer) {
  await inspectImage(upload);
  const jpeg = await toJpeg(upload, photoMaxSide);
  // The random part keeps two uploads in the same millisecond (two tabs, a double click) apart.
  const key = `${profilePhotoPrefix(user.id)}${Date.now()}-${randomBytes(6).toString('hex')}.jpg`;
  try {
    await storage.put(key, jpeg, { contentType: 'image/jpeg', ifNotExists: true });
  } catch (error) {
    throw new AppError('internal', profileTexts.photoUploadFailed, { cause: error });
  }
  let result: Awaited<ReturnType<typeof setProfilePhoto>>;
  try {
    result = await setProfilePhoto(db, user, storage.publicUrl(key));
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw new AppError('internal', profileTexts.photoUpdateFailed, { cause: error });
  }
  const previous = result.previousPhotoUrl;
  if (previous?.startsWith(filesRoutePrefix) && previous !== storage.publicUrl(key)) {
    await storage
      .delete(previous.slice(filesRoutePrefix.length))
      .catch((error: unknown) => log.warn({ err: error }, 'old profile photo not removed'));
  }
  return result.profile;
}
