import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forgotPasswordSchema, signInSchema, signUpSchema } from '@common/accounts/schemas';
import { deleteAccountSchema } from '@common/profile/schemas';
import { accountTexts } from '@common/accounts/texts';
import { invitationConfirmedLink } from '@common/teams/invitation-link';
import { httpTexts } from '@common/errors/texts';
import type { AppContext } from '../../http/context';
import { perUser } from '../../http/rate-limit-keys';
import { currentUser } from '../../http/session';
import { notFound } from '../../lib/app-error';
import { validate } from '../../lib/validate';
import { registerAccountSettingsRoutes } from './account-settings-routes';
import { createAuthBridge } from './auth-bridge';
import { deleteAccount } from './delete-account';
import { isForwardedAuthPath } from './forwarded-auth-paths';
import { secondRateLimit } from './second-rate-limit';

/** Where links from confirmation and reset e-mails lead; the web app recognises these markers. */
export const confirmationCallbackPath = '/login?type=signup';
export const recoveryCallbackPath = '/reset-password?type=recovery';

/**
 * Where a confirmation link leads: the sign-in page, or for a sign-up made from a team invitation (issue 36) back
 * to the invitation, which asks to sign in and join.
 */
const confirmationCallbackFor = (invitation: string | undefined) =>
  invitation ? invitationConfirmedLink(invitation) : confirmationCallbackPath;

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};
/** One client guessing at one account. */
const perAddress = (request: FastifyRequest) => `${request.ip}|${emailOf(request)}`;
/** One account, whichever addresses the guesses come from. */
const perEmail = (request: FastifyRequest) => `email|${emailOf(request)}`;
/** One client, whichever e-mail addresses it types. */
const perClient = (request: FastifyRequest) => `client|${request.ip}`;

/** Sign-ups per hour for one e-mail address from all clients together: each sends that inbox a mail. */
export const signUpsPerEmail = 3;

/**
 * How many sign-in attempts one e-mail address gets per 15 minutes from all clients together, as a multiple of
 * SIGN_IN_RATE_LIMIT (the budget of one client): enough for a few people behind different addresses, far too
 * few for guessing from rotating addresses.
 */
export const signInAttemptsPerEmailFactor = 5;

/**
 * Accounts: better-auth under /api/auth/*. The endpoints a person types into are checked with the shared
 * schemas first and limited per address; links in e-mails always lead back to our own pages.
 */
export function registerAccountRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, config } = context;
  const bridge = createAuthBridge(auth, config.appUrl);

  // Each sign-up sends a mail: limited per client (SIGN_UP_RATE_LIMIT an hour, whatever addresses it types, so one
  // client cannot make accounts or mails in bulk) and per e-mail address (so many clients cannot flood one inbox).
  app.post(
    '/api/auth/sign-up/email',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: config.signUpRateLimit,
          timeWindow: '1 hour',
          keyGenerator: perClient,
          errorResponseBuilder: () => ({ statusCode: 429, message: accountTexts.tooManySignUps }),
        },
      },
      preHandler: secondRateLimit(app, {
        max: signUpsPerEmail,
        timeWindow: '1 hour',
        keyGenerator: perEmail,
        message: accountTexts.tooManySignUps,
      }),
    },
    async (request, reply) => {
      const { email, password, invitation, name } = validate(signUpSchema, request.body);
      request.body = { email, password, name: name ?? '', callbackURL: confirmationCallbackFor(invitation) };
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
      preHandler: secondRateLimit(app, {
        max: config.signInRateLimit * signInAttemptsPerEmailFactor,
        timeWindow: '15 minutes',
        keyGenerator: perEmail,
        message: accountTexts.tooManyAttempts,
      }),
    },
    async (request, reply) => {
      const { email, password, invitation } = validate(signInSchema, request.body);
      // An unconfirmed address is sent a new confirmation link on sign-in: from an invitation, it leads back there.
      request.body = { email, password, rememberMe: true, callbackURL: confirmationCallbackFor(invitation) };
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

  // Public and sending mail: 10 per client and 3 per address in 15 minutes.
  app.post(
    '/api/auth/send-verification-email',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '15 minutes' } },
      preHandler: secondRateLimit(app, {
        max: 3,
        timeWindow: '15 minutes',
        keyGenerator: perEmail,
        message: httpTexts.rateLimited('15 minutes'),
      }),
    },
    async (request, reply) => {
      const { email } = validate(forgotPasswordSchema, request.body);
      request.body = { email, callbackURL: confirmationCallbackPath };
      return bridge(request, reply);
    },
  );

  registerAccountSettingsRoutes(app, context, bridge);

  // Everything else better-auth serves that the product uses; the path is the one better-auth will see.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    handler: async (request, reply) => {
      if (!isForwardedAuthPath(request.method, new URL(request.url, config.appUrl).pathname))
        throw notFound();
      return bridge(request, reply);
    },
  });

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
          keyGenerator: perUser,
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
