import type { ErrorCode } from '@common/errors/error-codes';
import { accountFormTexts, accountSettingsTexts, accountTexts } from '@common/accounts/texts';
import { httpTexts } from '@common/errors/texts';

interface BetterAuthError {
  code?: string;
  message?: string;
}

export interface TranslatedError {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}

/** better-auth error codes that mean the same thing on every endpoint. */
const byCode: Record<string, TranslatedError> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'unauthenticated', message: accountTexts.invalidCredentials },
  EMAIL_NOT_VERIFIED: { code: 'forbidden', message: accountTexts.emailNotConfirmed },
  PASSWORD_TOO_SHORT: { code: 'validation', message: accountFormTexts.passwordTooShort },
  PASSWORD_TOO_LONG: { code: 'validation', message: accountFormTexts.passwordTooLong },
  INVALID_EMAIL: { code: 'validation', message: accountFormTexts.invalidEmail },
  INVALID_TOKEN: { code: 'validation', message: accountFormTexts.invalidLink },
  TOKEN_EXPIRED: { code: 'validation', message: accountFormTexts.invalidLink },
  // A confirmation mail asked for another address than the signed-in account's: better-auth's words, kept.
  EMAIL_MISMATCH: { code: 'validation', message: accountFormTexts.emailMismatch },
};

/** better-auth error codes whose meaning depends on the endpoint. */
const byPathAndCode: Record<string, Record<string, TranslatedError>> = {
  '/api/auth/change-password': {
    INVALID_PASSWORD: {
      code: 'validation',
      message: accountSettingsTexts.wrongCurrentPassword,
      fields: { currentPassword: accountSettingsTexts.wrongCurrentPassword },
    },
    CREDENTIAL_ACCOUNT_NOT_FOUND: { code: 'validation', message: accountSettingsTexts.noPassword },
  },
};

/** What a failure on each endpoint says when its code has no meaning of its own (spec part 1, section 8). */
const fallbackByPath: Record<string, string> = {
  '/api/auth/sign-in/email': accountTexts.signInFailed,
  '/api/auth/sign-up/email': accountTexts.signUpFailed,
  '/api/auth/sign-in/social': accountTexts.googleSignInFailed,
  '/api/auth/reset-password': accountFormTexts.resetPasswordFailed,
  '/api/auth/request-password-reset': accountFormTexts.resetMailFailed,
  '/api/auth/change-password': accountSettingsTexts.changePasswordFailed,
  '/api/auth/change-email': accountSettingsTexts.changeEmailFailed,
};

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 413) return 'payloadTooLarge';
  if (status === 429) return 'rateLimited';
  if (status >= 500) return 'internal';
  return 'validation';
}

/** Maps a better-auth error answer to our error shape with the spec's words. */
export function translateAuthError(pathname: string, status: number, body: BetterAuthError): TranslatedError {
  const known = body.code ? (byPathAndCode[pathname]?.[body.code] ?? byCode[body.code]) : undefined;
  if (known) return known;
  const fallback = fallbackByPath[pathname];
  return {
    code: codeForStatus(status),
    message: fallback ?? body.message ?? httpTexts.internal,
  };
}
