import type { Profile } from '@common/profile/schemas';

/** The signed-in user's profile as Settings > Personal reads it: a password account without a photo. */
export const testProfile: Profile = {
  email: 'anna@hotel.test',
  firstName: 'Anna',
  lastName: 'Berg',
  phone: '',
  photoUrl: null,
  hasPassword: true,
};

/** A JSON answer of the API, for a stubbed fetch. */
export const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
