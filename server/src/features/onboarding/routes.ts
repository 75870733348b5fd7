import type { FastifyInstance } from 'fastify';
import { onboardingHotelsSchema, onboardingProgressSchema } from '@common/onboarding/schemas';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { validate } from '../../lib/validate';
import { completeOnboarding, createOnboardingHotels, getOnboarding, saveOnboardingProgress } from './service';

export function registerOnboardingRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  app.get('/api/onboarding', async (request) => ({
    onboarding: await getOnboarding(db, currentUser(request).id),
  }));

  app.put('/api/onboarding/progress', async (request) => {
    const { step, draft } = validate(onboardingProgressSchema, request.body);
    return { onboarding: await saveOnboardingProgress(db, currentUser(request).id, step, draft) };
  });

  app.post('/api/onboarding/hotels', async (request, reply) => {
    const input = validate(onboardingHotelsSchema, request.body);
    return reply.status(201).send(await createOnboardingHotels(context, currentUser(request).id, input));
  });

  app.post('/api/onboarding/complete', async (request) => ({
    onboarding: await completeOnboarding(db, currentUser(request).id),
  }));
}
