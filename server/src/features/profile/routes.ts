import type { FastifyInstance } from 'fastify';
import { profileUpdateSchema } from '@common/profile/schemas';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { validate } from '../../lib/validate';
import { getProfile, updateProfile } from './service';

export function registerProfileRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/api/profile', async (request) => ({ profile: await getProfile(db, currentUser(request)) }));

  app.put('/api/profile', async (request) => {
    const update = validate(profileUpdateSchema, request.body);
    return { profile: await updateProfile(db, currentUser(request), update) };
  });
}
