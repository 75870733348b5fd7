import { randomBytes } from 'node:crypto';
import { profileTexts } from '@common/profile/schemas';
import type { AppContext } from '../../http/context';
import type { SessionUser } from '../../http/fastify-types';
import { AppError } from '../../lib/app-error';
import { inspectImage, toJpeg } from '../../lib/image-input';
import { StorageKeyExistsError } from '../../integrations/storage/storage-errors';
import { filesRoutePrefix } from '../../integrations/storage/storage-key';
import {
  claimStoredFiles,
  forgetPendingFiles,
  pendingFor,
  recordPendingFiles,
  releaseStoredFiles,
  removePendingFiles,
  uploadFilesPendingMs,
} from '../files/pending-files';
import { setProfilePhoto } from './service';

type Deps = Pick<AppContext, 'db' | 'storage' | 'log'>;

/** Where a user's photos live; account deletion removes the whole folder. */
export const profilePhotoPrefix = (userId: string) => `profile-photos/${userId}/`;

const photoMaxSide = 1024;

/**
 * Stores a new profile photo: checked as an image by its content, re-encoded as JPEG under
 * profile-photos/{userId}/{timestamp}-{random}.jpg, then the profile points at it and the old photo is removed.
 * The new file is recorded as pending before it is stored and claimed in the transaction that points the
 * profile at it, which records the old one as pending in turn: a failure removes the new file, and a process
 * killed at any point leaves the files to the pending-files sweep, so no orphan stays behind.
 */
export async function uploadProfilePhoto(deps: Deps, user: SessionUser, upload: Buffer) {
  const { db, storage } = deps;
  await inspectImage(upload);
  const jpeg = await toJpeg(upload, photoMaxSide);
  // The random part keeps two uploads in the same millisecond (two tabs, a double click) apart.
  const key = `${profilePhotoPrefix(user.id)}${Date.now()}-${randomBytes(6).toString('hex')}.jpg`;
  try {
    await recordPendingFiles(db, [key], pendingFor(uploadFilesPendingMs));
    await storage.put(key, jpeg, { contentType: 'image/jpeg', ifNotExists: true });
  } catch (error) {
    // A colliding key names someone else's file: only the record of the name goes.
    if (error instanceof StorageKeyExistsError) await forgetPendingFiles(db, [key]);
    else await removePendingFiles(deps, [key]);
    throw new AppError('internal', profileTexts.photoUploadFailed, { cause: error });
  }
  const { profile, previousKey } = await db
    .transaction(async (tx) => {
      await claimStoredFiles(tx, [key]);
      const changed = await setProfilePhoto(tx, user, storage.publicUrl(key));
      const previousKey = storedPhotoKey(user, changed.previousPhotoUrl);
      if (previousKey) await releaseStoredFiles(tx, [previousKey]);
      return { profile: changed.profile, previousKey };
    })
    .catch(async (error: unknown) => {
      await removePendingFiles(deps, [key]);
      throw new AppError('internal', profileTexts.photoUpdateFailed, { cause: error });
    });
  if (previousKey) await removePendingFiles(deps, [previousKey]);
  return profile;
}

/** The storage key of a photo URL that names a file in the user's own photo folder, else null. */
function storedPhotoKey(user: SessionUser, photoUrl: string | null) {
  const ownFolder = `${filesRoutePrefix}${profilePhotoPrefix(user.id)}`;
  return photoUrl?.startsWith(ownFolder) ? photoUrl.slice(filesRoutePrefix.length) : null;
}
