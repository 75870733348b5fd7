import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forgotPasswordSchema, signInSchema, signUpSchema } from '@common/accounts/schemas';
import { deleteAccountSchema } from '@common/profile/schemas';
import { accountTexts } from '@common/accounts/texts';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { validate } from '../../lib/validate';
import { createAuthBridge } from './auth-bridge';
import { deleteAccount } from './delete-account';

/** Where links from confirmation and reset e-mails lead; the web app recognises these markers. */
export const confirmationCallbackPath = '/login?type=signup';
export const recoveryCallbackPath = '/reset-password?type=recovery';

const perAddress = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

/**
 * Accounts: better-auth under /api/auth/*. The endpoints a person types into are checked with the shared
 * schemas first and limited per address; links in e-mails always lead back to our own pages.
 */
export function registerAccountRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, config } = context;
  const bridge = createAuthBridge(auth, config.appUrl);

  app.post(
    '/api/auth/sign-up/email',
    { config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 hour', keyGenerator: perAddress } } },
    async (request, reply) => {
      const { email, password } = validate(signUpSchema, request.body);
      request.body = { email, password, name: '', callbackURL: confirmationCallbackPath };
      return bridge(request, reply);
    },
  );

  app.post(
    '/api/auth/sign-in/email',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: config.signInRateLimit,
          timeWindow: '15 minutes',
          keyGenerator: perAddress,
          errorResponseBuilder: () => ({ statusCode: 429, message: accountTexts.tooManyAttempts }),
        },
      },
    },
    async (request, reply) => {
      const { email, password } = validate(signInSchema, request.body);
      request.body = { email, password, rememberMe: true, callbackURL: confirmationCallbackPath };
      return bridge(request, reply);
    },
  );

  app.post(
    '/api/auth/request-password-reset',
    { config: { access: 'public', rateLimit: { max: 5, timeWindow: '1 hour', keyGenerator: perAddress } } },
    async (request, reply) => {
      const { email } = validate(forgotPasswordSchema, request.body);
      request.body = { email, redirectTo: recoveryCallbackPath };
      return bridge(request, reply);
    },
  );

  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', config: { access: 'public' }, handler: bridge });

  app.get('/api/session', { config: { access: 'public' } }, async (request) => {
    const user = await context.sessions.read(request);
    return { user };
  });

  app.delete(
    '/api/account',
    {
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '15 minutes',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
    },
    async (request, reply) => {
      const confirmation = validate(deleteAccountSchema, request.body);
      await deleteAccount(context, currentUser(request), confirmation);
      // The session row is gone with the user; the cookie is cleared too.
      reply.clearCookie('hcs.session_token', { path: '/' });
      return reply.status(204).send();
    },
  );
}
