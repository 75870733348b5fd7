import type { Profile, ProfileUpdate } from '@common/profile/schemas';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/fastify-types';
import { findProfile, upsertProfile } from './repository';

function present(user: SessionUser, row: Awaited<ReturnType<typeof findProfile>>): Profile {
  return {
    email: user.email,
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
    phone: row?.phone ?? '',
    photoUrl: row?.photoUrl ?? null,
  };
}

/** The user's profile; a user who never saved one gets empty fields. */
export async function getProfile(db: Db, user: SessionUser): Promise<Profile> {
  return present(user, await findProfile(db, user.id));
}

/** Saves name and phone (creating the profile row on first save). */
export async function updateProfile(db: Db, user: SessionUser, update: ProfileUpdate): Promise<Profile> {
  return present(user, await upsertProfile(db, user.id, update));
}
