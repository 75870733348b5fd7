import type { FastifyInstance } from 'fastify';
import { contactMessageSchema, newsletterSignupSchema } from '@common/contact/schemas';
import type { AppContext } from '../../http/context';
import { validate } from '../../lib/validate';
import { sendContactMessage, signUpForNews } from './service';

const publicForm = { access: 'public' as const, rateLimit: { max: 20, timeWindow: '1 hour' } };

export function registerContactRoutes(app: FastifyInstance, context: AppContext) {
  app.post('/api/contact', { config: publicForm }, async (request, reply) => {
    await sendContactMessage(context, validate(contactMessageSchema, request.body));
    return reply.status(201).send({ ok: true });
  });

  app.post('/api/newsletter', { config: publicForm }, async (request, reply) => {
    await signUpForNews(context, validate(newsletterSignupSchema, request.body));
    return reply.status(201).send({ ok: true });
  });
}
