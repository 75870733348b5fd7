import type { Profile, ProfileUpdate } from '@common/profile/schemas';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/fastify-types';
import { hasPassword } from '../accounts/service';
import { normaliseProfilePhone } from './profile-phone';
import { findProfile, lockProfile, upsertProfile } from './repository';

type ProfileRow = Awaited<ReturnType<typeof findProfile>>;

async function present(db: Db, user: SessionUser, row: ProfileRow): Promise<Profile> {
  return {
    email: user.email,
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
    phone: row?.phone ?? '',
    photoUrl: row?.photoUrl ?? null,
    hasPassword: await hasPassword(db, user.id),
  };
}

/** The user's profile; a user who never saved one gets empty fields. */
export async function getProfile(db: Db, user: SessionUser): Promise<Profile> {
  return present(db, user, await findProfile(db, user.id));
}

/** Saves name and phone (creating the profile row on first save); the phone is stored in E.164. */
export async function updateProfile(db: Db, user: SessionUser, update: ProfileUpdate): Promise<Profile> {
  const previous = await findProfile(db, user.id);
  const { firstName, lastName } = update;
  const phone = await normaliseProfilePhone(db, user.id, update, previous?.phone ?? '');
  return present(db, user, await upsertProfile(db, user.id, { firstName, lastName, phone }));
}

/**
 * Points the profile at a new photo; returns the profile and the URL of the photo it replaced. Run it in a
 * transaction: the profile stays locked until its end, so of two uploads at once the later one sees, and
 * replaces, the earlier one's photo.
 */
export async function setProfilePhoto(tx: Db, user: SessionUser, photoUrl: string) {
  const previous = (await lockProfile(tx, user.id))?.photoUrl ?? null;
  const row = await upsertProfile(tx, user.id, { photoUrl });
  return { profile: await present(tx, user, row), previousPhotoUrl: previous };
}
