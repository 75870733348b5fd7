import type { FastifyInstance } from 'fastify';
import { changeEmailSchema, changePasswordSchema } from '@common/accounts/schemas';
import { accountSettingsTexts } from '@common/accounts/texts';
import { perUser } from '../../http/rate-limit-keys';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { AppError } from '../../lib/app-error';
import { validate } from '../../lib/validate';
import type { createAuthBridge } from './auth-bridge';
import { isEmailInUse } from './repository';
import { hasPassword, verifyUserPassword } from './service';

/** Where the link in the mail to the new address leads; better-auth appends `error=` when it is refused. */
export const emailChangedCallbackPath = '/settings/personal?email=changed';
/** The `error=` of that page when the new address was taken after the link was sent. */
export const emailInUseErrorCode = 'EMAIL_IN_USE';

/**
 * Settings > Personal: change password and change e-mail address. Own routes in front of better-auth's
 * endpoints of the same name, with the shared schemas and limits per user; better-auth does the work.
 */
export function registerAccountSettingsRoutes(
  app: FastifyInstance,
  context: AppContext,
  bridge: ReturnType<typeof createAuthBridge>,
) {
  // A wrong current password costs an attempt: 10 per user in 15 minutes, like account deletion.
  app.post(
    '/api/auth/change-password',
    { config: { rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: perUser } } },
    async (request, reply) => {
      const { currentPassword, newPassword } = validate(changePasswordSchema, request.body);
      // Whoever changes the password may be shutting out someone who knows the old one: every other session
      // ends, this one continues under a new token.
      request.body = { currentPassword, newPassword, revokeOtherSessions: true };
      return bridge(request, reply);
    },
  );

  // Each request mails an address of the user's choice: 5 per user in an hour.
  app.post(
    '/api/auth/change-email',
    { config: { rateLimit: { max: 5, timeWindow: '1 hour', keyGenerator: perUser } } },
    async (request, reply) => {
      const user = currentUser(request);
      const { newEmail, password } = validate(changeEmailSchema, request.body);
      const email = newEmail.toLowerCase();
      if (email === user.email.toLowerCase()) {
        throw new AppError('validation', accountSettingsTexts.sameEmail, {
          fields: { newEmail: accountSettingsTexts.sameEmail },
        });
      }
      if (await hasPassword(context.db, user.id)) {
        if (!(await verifyUserPassword(context.auth, context.db, user.id, password ?? ''))) {
          throw new AppError('validation', accountSettingsTexts.wrongPassword, {
            fields: { password: accountSettingsTexts.wrongPassword },
          });
        }
      }
      // Only a signed-in owner who knows the password gets this far, a few times an hour: saying the address
      // is taken is worth more to them than it tells anyone else (better-auth alone would pretend to send).
      if (await isEmailInUse(context.db, email)) {
        throw new AppError('conflict', accountSettingsTexts.emailInUse, {
          fields: { newEmail: accountSettingsTexts.emailInUse },
        });
      }
      request.body = { newEmail: email, callbackURL: emailChangedCallbackPath };
      return bridge(request, reply);
    },
  );
}
