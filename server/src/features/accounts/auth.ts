import { betterAuth, type GenericEndpointContext } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { limits } from '@common/limits';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { account, session, user, verification } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/mailer';
import { actionMail } from '../../integrations/mail/templates';
import { emailChangedCallbackPath, emailInUseErrorCode } from './account-settings-routes';
import { emailChangeOf } from './email-change-token';
import { passwordHashingFor } from './password-hashing';
import { isEmailInUse } from './repository';
import type { SessionCache } from './session-cache';

export interface AuthDependencies {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Told of every session row better-auth deletes and every user it changes, so revocation is immediate. */
  sessionCache: SessionCache;
}

/**
 * better-auth configured for the product: e-mail and password with required confirmation, password reset by
 * e-mailed link, cookie sessions in the database, and Google through OIDC discovery when configured.
 */
/** The request (better-auth's endpoint context) of an e-mail change under way, from its update's before to after. */
const emailChanges = new WeakSet<object>();

/**
 * A changed e-mail address ends every session of the account but the one that opened the link, as a password
 * change does: whoever changes how the account signs in may be shutting someone out. Opened where the account
 * is not signed in (a phone's mail app), every session ends and the new address signs in. Deleting through
 * better-auth runs the session hook, so this process forgets the sessions at once.
 */
async function endOtherSessions(endpoint: GenericEndpointContext, userId: string) {
  const current = endpoint.context.session;
  const keep = current?.user.id === userId ? current.session.token : undefined;
  const sessions = await endpoint.context.internalAdapter.listSessions(userId);
  for (const { token } of sessions) {
    if (token !== keep) await endpoint.context.internalAdapter.deleteSession(token);
  }
}

export function createAuth({ config, db, mailer, log, sessionCache }: AuthDependencies) {
  const sendMail = (message: Parameters<Mailer['send']>[0]) =>
    mailer.send(message).catch((error: unknown) => log.error({ err: error }, 'sending mail failed'));

  return betterAuth({
    appName: 'Hotel Content Studio',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.secretKey,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    // Sign-in and mail requests are limited by our own limiters (accounts/routes.ts); no other path reaches
    // these endpoints (http/api-path-check.ts, accounts/forwarded-auth-paths.ts).
    rateLimit: { enabled: false },
    // Sign-out, password reset and revocation delete session rows; a changed or deleted user may carry stale
    // data in the cache. Either way this process stops trusting what it remembered.
    databaseHooks: {
      session: { delete: { after: async (deleted) => sessionCache.forgetToken(deleted.token) } },
      user: {
        update: {
          // The link of an e-mail change may be opened after someone else signed up with the address: the
          // account keeps its address and the page says why (instead of a failed unique index).
          before: async (changes, endpoint) => {
            if (typeof changes.email !== 'string') return;
            if (await isEmailInUse(db, changes.email)) {
              if (endpoint)
                throw endpoint.redirect(`${emailChangedCallbackPath}&error=${emailInUseErrorCode}`);
              return false;
            }
            if (endpoint) emailChanges.add(endpoint);
          },
          after: async (changed, endpoint) => {
            sessionCache.forgetUser(changed.id);
            if (endpoint && emailChanges.delete(endpoint)) await endOtherSessions(endpoint, changed.id);
          },
        },
        delete: { after: async (deleted) => sessionCache.forgetUser(deleted.id) },
      },
    },
    // A failure that is not better-auth's own answer (the database is down, a bug) reaches our error handler,
    // which answers 503 for an outage and logs without the query's values, instead of better-auth printing
    // it with the values to the console and answering an empty 500. Its own answers (401, 400) stay answers.
    onAPIError: { throw: true },
    logger: {
      log: (level, message) => {
        if (level === 'error') log.error({ source: 'better-auth' }, message);
        else if (level === 'warn') log.warn({ source: 'better-auth' }, message);
      },
    },
    advanced: {
      useSecureCookies: config.appUrl.startsWith('https://'),
      cookiePrefix: 'hcs',
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: limits.passwordMinLength,
      maxPasswordLength: limits.passwordMaxLength,
      // A cheaper hash under NODE_ENV=test only; elsewhere better-auth's own (password-hashing.ts).
      password: passwordHashingFor(config.env),
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: recipient, url }) => {
        await sendMail(
          actionMail({
            to: recipient.email,
            subject: 'Reset your Hotel Content Studio password',
            intro: 'Someone asked to reset the password of your Hotel Content Studio account.',
            action: 'Choose a new password',
            url,
            outro: 'The link is valid for one hour. If you did not ask for this, ignore this message.',
          }),
        );
      },
      // Answering a sign-up for a known address exactly like a new one keeps accounts from being discovered;
      // the owner learns about it by mail instead.
      onExistingUserSignUp: async ({ user: existing }) => {
        await sendMail(
          actionMail({
            to: existing.email,
            subject: 'You already have a Hotel Content Studio account',
            intro: 'Someone tried to create a new account with this e-mail address, which already has one.',
            action: 'Sign in',
            url: `${config.appUrl}/login`,
            outro: 'Forgot your password? Use "Forgot password?" on the sign-in page.',
          }),
        );
      },
    },
    // E-mail changes run through our own route (accounts/account-settings-routes.ts) and are confirmed by a
    // link to the new address; the address changes only when it is opened.
    user: { changeEmail: { enabled: true } },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      // The same hook mails the link of an e-mail change (to the new address); its token says which it is.
      sendVerificationEmail: async ({ user: recipient, url, token }) => {
        const change = emailChangeOf(token);
        if (change) {
          await sendMail(
            actionMail({
              to: recipient.email,
              subject: 'Confirm your new e-mail address',
              intro:
                'You asked to use this address for your Hotel Content Studio account. Your account keeps its old address until you confirm.',
              action: 'Confirm new e-mail address',
              url,
              outro: 'The link is valid for 24 hours. If you did not ask for this, ignore this message.',
            }),
          );
          // The owner hears of it at the address that still signs in, in case it was not them.
          await sendMail(
            actionMail({
              to: change.from,
              subject: 'Your e-mail address is about to change',
              intro: `Someone signed in to your Hotel Content Studio account asked to change its e-mail address to ${change.to}. It changes only when the link sent to that address is opened.`,
              action: 'Review your account',
              url: `${config.appUrl}/settings/personal`,
              outro:
                'If this was not you, sign in and change your password now: that signs out every other device.',
            }),
          );
          return;
        }
        await sendMail(
          actionMail({
            to: recipient.email,
            subject: 'Confirm your e-mail address',
            intro:
              'Welcome to Hotel Content Studio! Please confirm your e-mail address to finish creating your account.',
            action: 'Confirm e-mail address',
            url,
            outro: 'The link is valid for 24 hours. If you did not sign up, ignore this message.',
          }),
        );
      },
    },
    plugins: config.google
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'google',
                name: 'Google',
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret,
                discoveryUrl: config.google.discoveryUrl,
                scopes: ['openid', 'email', 'profile'],
                // Google confirms the address itself (spec: a Google user counts as verified).
                mapProfileToUser: (profile) => ({
                  emailVerified: true,
                  name: typeof profile.name === 'string' ? profile.name : '',
                }),
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
