import type { FastifyInstance } from 'fastify';
import { profileTexts, profileUpdateSchema } from '@common/profile/schemas';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { AppError } from '../../lib/app-error';
import { readUpload } from '../../http/read-upload';
import { validate } from '../../lib/validate';
import { uploadProfilePhoto } from './profile-photo';
import { getProfile, updateProfile } from './service';

export function registerProfileRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  app.get('/api/profile', async (request) => ({ profile: await getProfile(db, currentUser(request)) }));

  app.put('/api/profile', async (request) => {
    const update = validate(profileUpdateSchema, request.body);
    return { profile: await updateProfile(db, currentUser(request), update) };
  });

  app.post('/api/profile/photo', async (request) => {
    const user = currentUser(request);
    const upload = await readUpload(request, 'photo');
    if (!upload) throw new AppError('validation', profileTexts.notAnImage);
    return { profile: await uploadProfilePhoto(context, user, upload.buffer) };
  });
}
